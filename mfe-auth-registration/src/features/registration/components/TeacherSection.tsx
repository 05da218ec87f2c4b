import { useIntl, type MessageDescriptor } from 'react-intl';
import { Checkbox, CheckboxGroup, Fieldset, Stack, Text } from '@chakra-ui/react';
import {
  MONTHLY_WORKLOAD_BANDS,
  TEACHER_AGE_BANDS,
  TEACHER_EDUCATION_SEGMENT_IDS,
  TEACHING_TIME_BANDS,
} from 'shared-contracts';
import type { RegistrationForm } from '../hooks/useRegistrationForm';
import type { TeacherValues } from '../model/values';
import { FormSection } from './FormSection';
import { SelectField } from './fields/SelectField';
import { TextField } from './fields/TextField';
import {
  formMessages,
  messageOf,
  monthlyWorkloadMessages,
  sectionMessages,
  segmentMessages,
  teacherAgeMessages,
  teacherMessages,
  teachingTimeMessages,
} from '../messages';
import { useErrorText } from 'shared-contracts/ui';

type CountKey =
  'students_on_high_school' | 'students_on_elementary_school' | 'students_on_obmep' | 'awards_students_obmep';
const COUNTS: [CountKey, MessageDescriptor][] = [
  ['students_on_high_school', teacherMessages.studentsOnHighSchool],
  ['students_on_elementary_school', teacherMessages.studentsOnElementarySchool],
  ['students_on_obmep', teacherMessages.studentsOnObmep],
  ['awards_students_obmep', teacherMessages.awardsStudentsObmep],
];
type AwardKey = keyof TeacherValues['awards_quantity'];
const AWARDS: [AwardKey, MessageDescriptor][] = [
  ['gold', teacherMessages.gold],
  ['silver', teacherMessages.silver],
  ['bronze', teacherMessages.bronze],
  ['honorable_mention', teacherMessages.honorableMention],
];

/** Project 47: every teachers_data field (the school is the school picker's). */
export function TeacherSection({ form }: { form: RegistrationForm }) {
  const intl = useIntl();
  const errorText = useErrorText();
  const teacher = form.values.teacher;
  const set = (patch: Partial<TeacherValues>, key: string) => form.setTeacher(patch, `teachers_data.${key}`);
  /** The name of an education segment (by id). */
  const segmentName = (id: number) => {
    const message = messageOf(segmentMessages, id);
    return message ? intl.formatMessage(message) : String(id);
  };
  const band = <Band extends string>(
    key: 'age' | 'teaching_time' | 'monthly_workload',
    label: MessageDescriptor,
    bands: readonly Band[],
    bandMessages: Readonly<Record<Band, MessageDescriptor>>,
  ) => (
    <SelectField
      form={form}
      path={`teachers_data.${key}`}
      label={intl.formatMessage(label)}
      value={teacher[key]}
      options={bands.map((b) => {
        const message: MessageDescriptor = bandMessages[b];
        return { value: b, label: intl.formatMessage(message) };
      })}
      onChange={(value) => set({ [key]: value }, key)}
    />
  );
  const yesNo = (key: 'obmep_award' | 'papmem', label: MessageDescriptor) => (
    <SelectField
      form={form}
      path={`teachers_data.${key}`}
      label={intl.formatMessage(label)}
      value={teacher[key]}
      options={[
        { value: 'true', label: intl.formatMessage(formMessages.yes) },
        { value: 'false', label: intl.formatMessage(formMessages.no) },
      ]}
      onChange={(value) => set({ [key]: value as TeacherValues[typeof key] }, key)}
    />
  );
  const segmentsError = errorText(form.errorOf('teachers_data.education_segment_ids'));

  return (
    <FormSection title={intl.formatMessage(sectionMessages.teacher)} testId="section-teacher">
      {band('age', teacherMessages.age, TEACHER_AGE_BANDS, teacherAgeMessages)}
      {band('teaching_time', teacherMessages.teachingTime, TEACHING_TIME_BANDS, teachingTimeMessages)}
      {band(
        'monthly_workload',
        teacherMessages.monthlyWorkload,
        MONTHLY_WORKLOAD_BANDS,
        monthlyWorkloadMessages,
      )}
      <Fieldset.Root
        invalid={segmentsError !== undefined}
        data-testid="field-teachers_data.education_segment_ids"
      >
        <Fieldset.Legend>
          {intl.formatMessage(teacherMessages.segments)}
          {form.required.has('teachers_data.education_segment_ids') ? (
            <Text as="span" color="fg.error" aria-hidden>
              {' *'}
            </Text>
          ) : null}
        </Fieldset.Legend>
        <CheckboxGroup
          name="teachers_data.education_segment_ids"
          value={teacher.education_segment_ids.map(String)}
          onValueChange={(ids) => {
            set({ education_segment_ids: ids.map(Number) }, 'education_segment_ids');
            form.touch('teachers_data.education_segment_ids');
          }}
        >
          <Stack direction="row" gap="4">
            {TEACHER_EDUCATION_SEGMENT_IDS.map((id) => (
              <Checkbox.Root key={id} value={String(id)}>
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{segmentName(id)}</Checkbox.Label>
              </Checkbox.Root>
            ))}
          </Stack>
        </CheckboxGroup>
        {segmentsError ? <Fieldset.ErrorText>{segmentsError}</Fieldset.ErrorText> : null}
      </Fieldset.Root>
      {teacher.education_segment_ids.map((id) => (
        <TextField
          key={id}
          form={form}
          path={`teachers_data.ideb_score.${id}`}
          label={intl.formatMessage(teacherMessages.idebScore, { segment: segmentName(id) })}
          inputMode="decimal"
          value={teacher.ideb_score[String(id)] ?? ''}
          onChange={(score) =>
            set({ ideb_score: { ...teacher.ideb_score, [String(id)]: score } }, `ideb_score.${id}`)
          }
        />
      ))}
      {COUNTS.map(([key, label]) => (
        <TextField
          key={key}
          form={form}
          path={`teachers_data.${key}`}
          label={intl.formatMessage(label)}
          inputMode="numeric"
          value={teacher[key]}
          onChange={(value) => set({ [key]: value }, key)}
        />
      ))}
      {AWARDS.map(([key, label]) => (
        <TextField
          key={key}
          form={form}
          path={`teachers_data.awards_quantity.${key}`}
          label={intl.formatMessage(label)}
          inputMode="numeric"
          value={teacher.awards_quantity[key]}
          onChange={(value) =>
            set({ awards_quantity: { ...teacher.awards_quantity, [key]: value } }, `awards_quantity.${key}`)
          }
        />
      ))}
      {yesNo('obmep_award', teacherMessages.obmepAward)}
      {yesNo('papmem', teacherMessages.papmem)}
      <TextField
        form={form}
        path="teachers_data.directors_name"
        label={intl.formatMessage(teacherMessages.directorsName)}
        value={teacher.directors_name}
        onChange={(directors_name) => set({ directors_name }, 'directors_name')}
      />
    </FormSection>
  );
}
