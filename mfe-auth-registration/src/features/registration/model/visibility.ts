import { COUNTRY_IDS, type StudentRegistrationContext } from 'shared-contracts';
import type { RegistrationEdition } from '../api/edition';
import { isTeacherProject } from './validation';

/** Which optional parts of the form show; the rest always shows. */
export interface FormVisibility {
  countrySelect: boolean;
  cpf: boolean;
  motherName: boolean;
  citizenDocument: boolean;
  countryText: boolean;
  documentNumber: boolean;
  homeschooling: boolean;
  school: boolean;
  grade: boolean;
  /** Team members a group edition allows (0: no team section). */
  memberLimit: number;
  teacher: boolean;
}

/** The categories a team registers in (spec 1 §3: project phases); the others are individual. */
const TEAM_CATEGORIES: ReadonlySet<string> = new Set(['in_group', 'pre_project', 'final_project']);

/**
 * The team members the chosen category allows: the largest member_limit of the phases that offer it,
 * when it is a team category; 0 (no team section) for an individual category or none chosen yet.
 */
export function memberLimitOf(edition: Pick<RegistrationEdition, 'phases'>, category: string | null): number {
  if (!category || !TEAM_CATEGORIES.has(category)) return 0;
  const phases = (edition.phases ?? []).filter((p) => (p.categories as string[]).includes(category));
  return Math.max(0, ...phases.map((p) => Number(p.additional_data?.member_limit) || 0));
}

/**
 * What shows, from the fields the shared schemas require in the current context: a field only some
 * contexts ask for shows when it is required there; the CPF also shows, optional, for Brazil.
 */
export function formVisibility(
  edition: RegistrationEdition,
  projectId: number,
  context: StudentRegistrationContext,
  required: ReadonlySet<string>,
): FormVisibility {
  const teacher = isTeacherProject(projectId);
  const brazilian = context.countryId === null || context.countryId === COUNTRY_IDS.brazil;
  const schoolNeeded = required.has('school_id') || context.homeschooling;
  return {
    countrySelect: (edition.countries ?? []).length > 1,
    cpf: required.has('taxpayer_number') || (brazilian && !context.isParaguayEdition),
    motherName: required.has('mother_name'),
    citizenDocument: required.has('citizen_id_number'),
    countryText: required.has('country'),
    documentNumber: required.has('document_number'),
    homeschooling: !teacher && schoolNeeded,
    school: schoolNeeded,
    grade: required.has('grade_id') && !context.homeschooling,
    memberLimit: memberLimitOf(edition, context.category),
    teacher,
  };
}
