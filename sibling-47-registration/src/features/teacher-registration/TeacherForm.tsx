import { useState } from 'preact/hooks';
import {
  MONTHLY_WORKLOAD_BANDS,
  TEACHER_AGE_BANDS,
  TEACHER_EDUCATION_SEGMENT_IDS,
  TEACHING_TIME_BANDS,
} from 'shared-contracts';
import type { ApiFetch } from '../../api/json-api';
import type { Translate } from '../../i18n/messages';
import { Field, SelectField, TextField, YesNoField } from '../../components/fields';
import { usePlaces } from './usePlaces';
import type { FieldErrors } from './validate';
import type { TeacherFormValues } from './values';

const COUNTS = [
  ['students_on_high_school', 'studentsHigh'],
  ['students_on_elementary_school', 'studentsElementary'],
  ['students_on_obmep', 'studentsObmep'],
  ['awards_students_obmep', 'awardsObmep'],
] as const;
const AWARDS = ['gold', 'silver', 'bronze', 'honorable_mention'] as const;

export interface TeacherFormProps {
  values: TeacherFormValues;
  errors: FieldErrors;
  categories: string[];
  countryId: number;
  apiFetch: ApiFetch;
  t: Translate;
  onChange: (patch: Partial<TeacherFormValues>) => void;
  onReview: () => void;
  onCancel: () => void;
}

/** The teacher registration form (spec 1 §3 teachers_data, §5): personal data, school, teaching data. */
export function TeacherForm({
  values,
  errors,
  categories,
  countryId,
  apiFetch,
  t,
  onChange,
  ...on
}: TeacherFormProps) {
  const [cityTerm, setCityTerm] = useState('');
  const [schoolTerm, setSchoolTerm] = useState('');
  const places = usePlaces(apiFetch, countryId, { ...values, cityTerm, schoolTerm });
  const text = (
    name: keyof TeacherFormValues & string,
    label: string,
    inputMode?: 'numeric' | 'decimal' | 'tel',
  ) => (
    <TextField
      name={name}
      label={t(label)}
      value={values[name] as string}
      error={errors[name]}
      inputMode={inputMode}
      t={t}
      onInput={(value) => onChange({ [name]: value })}
    />
  );
  const bands = (
    name: 'age' | 'teaching_time' | 'monthly_workload',
    label: string,
    list: readonly string[],
  ) => (
    <SelectField
      name={name}
      label={t(label)}
      value={values[name]}
      options={list.map((id) => ({ id, label: t(id) }))}
      error={errors[name]}
      t={t}
      onChange={(value) => onChange({ [name]: value })}
    />
  );
  const toggleSegment = (id: number, on: boolean) =>
    onChange({
      education_segment_ids: on
        ? [...values.education_segment_ids, id].sort()
        : values.education_segment_ids.filter((s) => s !== id),
    });

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        on.onReview();
      }}
    >
      <section aria-labelledby="p47-personal">
        <h2 id="p47-personal">{t('personal')}</h2>
        <SelectField
          name="category"
          label={t('category')}
          value={values.category}
          options={categories.map((id) => ({ id, label: t(`category_${id}`) }))}
          error={errors.category}
          t={t}
          onChange={(category) => onChange({ category })}
        />
        {text('birthday', 'birthday')}
        <SelectField
          name="gender"
          label={t('gender')}
          value={values.gender}
          options={['male', 'female', 'other'].map((id) => ({ id, label: t(id) }))}
          error={errors.gender}
          t={t}
          onChange={(gender) => onChange({ gender })}
        />
        {text('phone', 'phone', 'tel')}
        {text('taxpayer_number', 'cpf', 'numeric')}
        {text('country', 'country')}
      </section>

      <section aria-labelledby="p47-school">
        <h2 id="p47-school">{t('school')}</h2>
        <SelectField
          name="state_id"
          label={t('state')}
          value={values.state_id}
          options={places.states}
          error={errors.state_id}
          t={t}
          onChange={(state_id) => onChange({ state_id, city_id: '', school_id: '' })}
        />
        <TextField name="city_term" label={t('citySearch')} value={cityTerm} t={t} onInput={setCityTerm} />
        <SelectField
          name="city_id"
          label={t('city')}
          value={values.city_id}
          options={places.cities}
          error={errors.city_id}
          t={t}
          onChange={(city_id) => onChange({ city_id, school_id: '' })}
        />
        <TextField
          name="school_term"
          label={t('schoolSearch')}
          value={schoolTerm}
          t={t}
          onInput={setSchoolTerm}
        />
        <SelectField
          name="school_id"
          label={t('schoolField')}
          value={values.school_id}
          options={places.schools}
          error={errors.school_id}
          t={t}
          onChange={(school_id) => onChange({ school_id })}
        />
        {text('directors_name', 'directorsName')}
      </section>

      <section aria-labelledby="p47-teaching">
        <h2 id="p47-teaching">{t('teaching')}</h2>
        {bands('age', 'age', TEACHER_AGE_BANDS)}
        {bands('teaching_time', 'teachingTime', TEACHING_TIME_BANDS)}
        {bands('monthly_workload', 'workload', MONTHLY_WORKLOAD_BANDS)}
        <fieldset
          class="p47-field"
          aria-describedby={errors.education_segment_ids ? 'p47-segments-error' : undefined}
        >
          <legend>{t('segments')}</legend>
          {TEACHER_EDUCATION_SEGMENT_IDS.map((id) => (
            <label key={id} class="p47-inline">
              <input
                type="checkbox"
                name="education_segment_ids"
                checked={values.education_segment_ids.includes(id)}
                onChange={(e) => toggleSegment(id, (e.target as HTMLInputElement).checked)}
              />
              {t(`segment${id}`)}
            </label>
          ))}
          {errors.education_segment_ids && (
            <p id="p47-segments-error" class="p47-error" role="alert">
              {t(errors.education_segment_ids)}
            </p>
          )}
        </fieldset>
        {values.education_segment_ids.map((id) => (
          <TextField
            key={id}
            name={`ideb_score.${id}`}
            label={t('idebScore', { segment: t(`segment${id}`) })}
            value={values.ideb_score[String(id)] ?? ''}
            error={errors[`ideb_score.${id}`]}
            inputMode="decimal"
            t={t}
            onInput={(score) => onChange({ ideb_score: { ...values.ideb_score, [String(id)]: score } })}
          />
        ))}
        {COUNTS.map(([name, label]) => text(name, label, 'numeric'))}
        <fieldset class="p47-field">
          <legend>{t('awards')}</legend>
          {AWARDS.map((name) => text(name, name, 'numeric'))}
        </fieldset>
        <YesNoField
          name="obmep_award"
          label={t('obmepAward')}
          value={values.obmep_award}
          error={errors.obmep_award}
          t={t}
          onChange={(obmep_award) => onChange({ obmep_award })}
        />
        <YesNoField
          name="papmem"
          label={t('papmem')}
          value={values.papmem}
          error={errors.papmem}
          t={t}
          onChange={(papmem) => onChange({ papmem })}
        />
        <Field name="accepted_terms" label={t('terms')} error={errors.accepted_terms} t={t}>
          {(aria) => (
            <input
              {...aria}
              type="checkbox"
              name="accepted_terms"
              checked={values.accepted_terms}
              onChange={(e) => onChange({ accepted_terms: (e.target as HTMLInputElement).checked })}
            />
          )}
        </Field>
      </section>

      <div class="p47-actions">
        <button type="button" onClick={on.onCancel}>
          {t('cancel')}
        </button>
        <button type="submit" class="p47-primary">
          {t('review')}
        </button>
      </div>
    </form>
  );
}
