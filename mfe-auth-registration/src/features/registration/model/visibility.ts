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

/** The largest member_limit of the edition's phases (group editions), 0 when none. */
export function memberLimitOf(edition: Pick<RegistrationEdition, 'phases'>): number {
  return Math.max(0, ...(edition.phases ?? []).map((p) => Number(p.additional_data?.member_limit) || 0));
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
    memberLimit: memberLimitOf(edition),
    teacher,
  };
}
