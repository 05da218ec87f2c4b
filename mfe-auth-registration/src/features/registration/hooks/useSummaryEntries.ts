import { useIntl, type MessageDescriptor } from 'react-intl';
import type { RegistrationEdition } from '../api/edition';
import {
  categoryMessages,
  citizenIdTypeMessages,
  fieldMessages,
  formMessages,
  genderMessages,
  messageOf,
  monthlyWorkloadMessages,
  segmentMessages,
  teacherAgeMessages,
  teacherMessages,
  teachingTimeMessages,
} from '../messages';
import type { FormVisibility } from '../model/visibility';
import type { GradeOption } from './useGradeOptions';
import type { RegistrationForm } from './useRegistrationForm';

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
  const intl = useIntl();
  const { values, labelOf } = form;
  const empty = intl.formatMessage(formMessages.summaryEmpty);
  const entry = (
    label: MessageDescriptor,
    value: string | undefined | null,
    labelValues?: Record<string, string>,
  ) => ({
    label: intl.formatMessage(label, labelValues),
    value: value ? value : empty,
  });
  /** The name of a chosen value (a category, a band…); '' when none is chosen. */
  const option = (messages: Readonly<Record<string, MessageDescriptor>>, value: string | number) => {
    if (value === '') return '';
    const message = messageOf(messages, value);
    return message ? intl.formatMessage(message) : String(value);
  };
  const yesNo = (on: boolean | '' | 'true' | 'false') =>
    on === '' ? '' : intl.formatMessage(on === true || on === 'true' ? formMessages.yes : formMessages.no);
  const teacher = values.teacher;

  return [
    entry(fieldMessages.category, option(categoryMessages, values.category)),
    ...(visibility.countrySelect
      ? [entry(fieldMessages.country, edition.countries?.find((c) => c.id === values.countryId)?.name)]
      : []),
    entry(fieldMessages.birthday, values.birthday),
    entry(fieldMessages.gender, option(genderMessages, values.gender)),
    ...(visibility.cpf ? [entry(fieldMessages.taxpayerNumber, values.taxpayer_number)] : []),
    entry(fieldMessages.phone, values.phone),
    ...(visibility.motherName ? [entry(fieldMessages.motherName, values.mother_name)] : []),
    ...(visibility.citizenDocument
      ? [
          entry(fieldMessages.citizenIdType, option(citizenIdTypeMessages, values.citizen_id_type)),
          entry(fieldMessages.citizenIdNumber, values.citizen_id_number),
        ]
      : []),
    ...(visibility.documentNumber ? [entry(fieldMessages.documentNumber, values.document_number)] : []),
    ...(visibility.countryText ? [entry(fieldMessages.countryText, values.country)] : []),
    ...(visibility.homeschooling ? [entry(fieldMessages.homeschooling, yesNo(values.homeschooling))] : []),
    entry(fieldMessages.state, labelOf('state')),
    entry(fieldMessages.city, labelOf('city')),
    ...(visibility.school
      ? [
          entry(
            fieldMessages.school,
            values.homeschooling ? intl.formatMessage(fieldMessages.homeschooling) : labelOf('school'),
          ),
        ]
      : []),
    ...(visibility.grade
      ? [entry(fieldMessages.grade, labelOf('grade') ?? grades.find((g) => g.id === values.grade_id)?.label)]
      : []),
    entry(fieldMessages.zipcode, values.address.zipcode),
    entry(fieldMessages.street, values.address.street),
    entry(fieldMessages.number, values.address.number),
    entry(fieldMessages.neighborhood, values.address.neighborhood),
    entry(fieldMessages.complement, values.address.complement),
    ...(visibility.memberLimit > 0
      ? [
          entry(fieldMessages.teamName, values.team.name),
          ...values.team.members
            .slice(0, visibility.memberLimit)
            .map((name, i) => entry(fieldMessages.teamMember, name, { number: String(i + 1) })),
        ]
      : []),
    ...(visibility.teacher
      ? [
          entry(teacherMessages.age, option(teacherAgeMessages, teacher.age)),
          entry(teacherMessages.teachingTime, option(teachingTimeMessages, teacher.teaching_time)),
          entry(teacherMessages.monthlyWorkload, option(monthlyWorkloadMessages, teacher.monthly_workload)),
          entry(
            teacherMessages.segments,
            teacher.education_segment_ids.map((id) => option(segmentMessages, id)).join(', '),
          ),
          ...teacher.education_segment_ids.map((id) =>
            entry(teacherMessages.idebScore, teacher.ideb_score[String(id)], {
              segment: option(segmentMessages, id),
            }),
          ),
          entry(teacherMessages.studentsOnHighSchool, teacher.students_on_high_school),
          entry(teacherMessages.studentsOnElementarySchool, teacher.students_on_elementary_school),
          entry(teacherMessages.studentsOnObmep, teacher.students_on_obmep),
          entry(teacherMessages.awardsStudentsObmep, teacher.awards_students_obmep),
          entry(teacherMessages.gold, teacher.awards_quantity.gold),
          entry(teacherMessages.silver, teacher.awards_quantity.silver),
          entry(teacherMessages.bronze, teacher.awards_quantity.bronze),
          entry(teacherMessages.honorableMention, teacher.awards_quantity.honorable_mention),
          entry(teacherMessages.obmepAward, yesNo(teacher.obmep_award)),
          entry(teacherMessages.papmem, yesNo(teacher.papmem)),
          entry(teacherMessages.directorsName, teacher.directors_name),
        ]
      : []),
  ];
}
