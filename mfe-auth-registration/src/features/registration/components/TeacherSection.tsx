import { Checkbox, CheckboxGroup, Fieldset, Stack, Text } from '@chakra-ui/react';
import {
  MONTHLY_WORKLOAD_BANDS,
  TEACHER_AGE_BANDS,
  TEACHER_EDUCATION_SEGMENT_IDS,
  TEACHING_TIME_BANDS,
} from 'shared-contracts';
import type { RegistrationForm } from '../hooks/useRegistrationForm';
import { useErrorText, useRegistrationText } from '../hooks/useRegistrationText';
import type { TeacherValues } from '../model/values';
import { FormSection } from './FormSection';
import { SelectField } from './fields/SelectField';
import { TextField } from './fields/TextField';

type CountKey =
  'students_on_high_school' | 'students_on_elementary_school' | 'students_on_obmep' | 'awards_students_obmep';
const COUNTS: [CountKey, string][] = [
  ['students_on_high_school', 'studentsOnHighSchool'],
  ['students_on_elementary_school', 'studentsOnElementarySchool'],
  ['students_on_obmep', 'studentsOnObmep'],
  ['awards_students_obmep', 'awardsStudentsObmep'],
];
type AwardKey = keyof TeacherValues['awards_quantity'];
const AWARDS: [AwardKey, string][] = [
  ['gold', 'gold'],
  ['silver', 'silver'],
  ['bronze', 'bronze'],
  ['honorable_mention', 'honorableMention'],
];

/** Project 47: every teachers_data field (the school is the school picker's). */
export function TeacherSection({ form }: { form: RegistrationForm }) {
  const t = useRegistrationText();
  const errorText = useErrorText();
  const teacher = form.values.teacher;
  const set = (patch: Partial<TeacherValues>, key: string) => form.setTeacher(patch, `teachers_data.${key}`);
  const band = (
    key: 'age' | 'teaching_time' | 'monthly_workload',
    label: string,
    bands: readonly string[],
  ) => (
    <SelectField
      form={form}
      path={`teachers_data.${key}`}
      label={t(`teacher.${label}`)}
      value={teacher[key]}
      options={bands.map((b) => ({ value: b, label: t(`teacher.${label}.${b}`) }))}
      onChange={(value) => set({ [key]: value }, key)}
    />
  );
  const yesNo = (key: 'obmep_award' | 'papmem', label: string) => (
    <SelectField
      form={form}
      path={`teachers_data.${key}`}
      label={t(`teacher.${label}`)}
      value={teacher[key]}
      options={[
        { value: 'true', label: t('yes') },
        { value: 'false', label: t('no') },
      ]}
      onChange={(value) => set({ [key]: value as TeacherValues[typeof key] }, key)}
    />
  );
  const segmentsError = errorText(form.errorOf('teachers_data.education_segment_ids'));

  return (
    <FormSection title={t('section.teacher')} testId="section-teacher">
      {band('age', 'age', TEACHER_AGE_BANDS)}
      {band('teaching_time', 'teachingTime', TEACHING_TIME_BANDS)}
      {band('monthly_workload', 'monthlyWorkload', MONTHLY_WORKLOAD_BANDS)}
      <Fieldset.Root
        invalid={segmentsError !== undefined}
        data-testid="field-teachers_data.education_segment_ids"
      >
        <Fieldset.Legend>
          {t('teacher.segments')}
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
                <Checkbox.Label>{t(`teacher.segment.${id}`)}</Checkbox.Label>
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
          label={t('teacher.idebScore', { segment: t(`teacher.segment.${id}`) })}
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
          label={t(`teacher.${label}`)}
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
          label={t(`teacher.${label}`)}
          inputMode="numeric"
          value={teacher.awards_quantity[key]}
          onChange={(value) =>
            set({ awards_quantity: { ...teacher.awards_quantity, [key]: value } }, `awards_quantity.${key}`)
          }
        />
      ))}
      {yesNo('obmep_award', 'obmepAward')}
      {yesNo('papmem', 'papmem')}
      <TextField
        form={form}
        path="teachers_data.directors_name"
        label={t('teacher.directorsName')}
        value={teacher.directors_name}
        onChange={(directors_name) => set({ directors_name }, 'directors_name')}
      />
    </FormSection>
  );
}
