import type { RegistrationEdition } from '../api/edition';
import type { GradeOption } from './useGradeOptions';
import type { RegistrationForm } from './useRegistrationForm';
import { useRegistrationText } from './useRegistrationText';
import type { FormVisibility } from '../model/visibility';

export interface SummaryEntry {
  label: string;
  value: string;
}

/** What the confirmation dialog lists: every shown field with its label and a readable value (names, not ids). */
export function useSummaryEntries(
  form: RegistrationForm,
  edition: RegistrationEdition,
  visibility: FormVisibility,
  grades: GradeOption[],
): SummaryEntry[] {
  const t = useRegistrationText();
  const { values, labelOf } = form;
  const empty = t('summary.empty');
  const entry = (
    labelKey: string,
    value: string | undefined | null,
    labelValues?: Record<string, string>,
  ) => ({
    label: t(labelKey, labelValues),
    value: value ? value : empty,
  });
  const option = (prefix: string, value: string) => (value ? t(`${prefix}.${value}`) : '');
  const yesNo = (on: boolean | '' | 'true' | 'false') =>
    on === '' ? '' : on === true || on === 'true' ? t('yes') : t('no');
  const teacher = values.teacher;

  return [
    entry('field.category', option('category', values.category)),
    ...(visibility.countrySelect
      ? [entry('field.country', edition.countries?.find((c) => c.id === values.countryId)?.name)]
      : []),
    entry('field.birthday', values.birthday),
    entry('field.gender', option('gender', values.gender)),
    ...(visibility.cpf ? [entry('field.taxpayerNumber', values.taxpayer_number)] : []),
    entry('field.phone', values.phone),
    ...(visibility.motherName ? [entry('field.motherName', values.mother_name)] : []),
    ...(visibility.citizenDocument
      ? [
          entry('field.citizenIdType', option('citizenIdType', values.citizen_id_type)),
          entry('field.citizenIdNumber', values.citizen_id_number),
        ]
      : []),
    ...(visibility.documentNumber ? [entry('field.documentNumber', values.document_number)] : []),
    ...(visibility.countryText ? [entry('field.countryText', values.country)] : []),
    ...(visibility.homeschooling ? [entry('field.homeschooling', yesNo(values.homeschooling))] : []),
    entry('field.state', labelOf('state')),
    entry('field.city', labelOf('city')),
    ...(visibility.school
      ? [entry('field.school', values.homeschooling ? t('field.homeschooling') : labelOf('school'))]
      : []),
    ...(visibility.grade
      ? [entry('field.grade', labelOf('grade') ?? grades.find((g) => g.id === values.grade_id)?.label)]
      : []),
    entry('field.zipcode', values.address.zipcode),
    entry('field.street', values.address.street),
    entry('field.number', values.address.number),
    entry('field.neighborhood', values.address.neighborhood),
    entry('field.complement', values.address.complement),
    ...(visibility.memberLimit > 0
      ? [
          entry('field.teamName', values.team.name),
          ...values.team.members
            .slice(0, visibility.memberLimit)
            .map((name, i) => entry('field.teamMember', name, { number: String(i + 1) })),
        ]
      : []),
    ...(visibility.teacher
      ? [
          entry('teacher.age', option('teacher.age', teacher.age)),
          entry('teacher.teachingTime', option('teacher.teachingTime', teacher.teaching_time)),
          entry('teacher.monthlyWorkload', option('teacher.monthlyWorkload', teacher.monthly_workload)),
          entry(
            'teacher.segments',
            teacher.education_segment_ids.map((id) => t(`teacher.segment.${id}`)).join(', '),
          ),
          ...teacher.education_segment_ids.map((id) =>
            entry('teacher.idebScore', teacher.ideb_score[String(id)], {
              segment: t(`teacher.segment.${id}`),
            }),
          ),
          entry('teacher.studentsOnHighSchool', teacher.students_on_high_school),
          entry('teacher.studentsOnElementarySchool', teacher.students_on_elementary_school),
          entry('teacher.studentsOnObmep', teacher.students_on_obmep),
          entry('teacher.awardsStudentsObmep', teacher.awards_students_obmep),
          entry('teacher.gold', teacher.awards_quantity.gold),
          entry('teacher.silver', teacher.awards_quantity.silver),
          entry('teacher.bronze', teacher.awards_quantity.bronze),
          entry('teacher.honorableMention', teacher.awards_quantity.honorable_mention),
          entry('teacher.obmepAward', yesNo(teacher.obmep_award)),
          entry('teacher.papmem', yesNo(teacher.papmem)),
          entry('teacher.directorsName', teacher.directors_name),
        ]
      : []),
  ];
}
