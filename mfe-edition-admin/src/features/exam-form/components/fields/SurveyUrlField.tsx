import { Input } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import type { ExamEditLevel } from 'shared-contracts';
import { FormField } from '../../../../shared/components/FormField';
import type { ExamForm } from '../../hooks/useExamForm';
import { fieldMessages as m } from '../../messages';
import { isLocked } from './field-lock';

/** The link of the survey participants are invited to answer. */
export function SurveyUrlField({ form, level }: { form: ExamForm; level: ExamEditLevel }) {
  const intl = useIntl();
  return (
    <FormField
      label={intl.formatMessage(m.surveyUrl)}
      disabled={isLocked('survey_url', level)}
      error={form.errorAt('survey_url')}
      testId="field-survey_url"
    >
      <Input
        type="url"
        name="survey_url"
        inputMode="url"
        value={form.values.survey_url}
        onChange={(e) => form.setField('survey_url', e.target.value)}
      />
    </FormField>
  );
}
