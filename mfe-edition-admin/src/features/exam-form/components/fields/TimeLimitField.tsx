import { Input } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import type { ExamEditLevel } from 'shared-contracts';
import { FormField } from '../../../../shared/components/FormField';
import type { ExamForm } from '../../hooks/useExamForm';
import { fieldMessages as m } from '../../messages';
import { isLocked } from './field-lock';

/** Minutes to finish once started; empty for no limit (then left out of the payload). */
export function TimeLimitField({ form, level }: { form: ExamForm; level: ExamEditLevel }) {
  const intl = useIntl();
  return (
    <FormField
      label={intl.formatMessage(m.timeLimit)}
      disabled={isLocked('time_limit', level)}
      error={form.errorAt('time_limit')}
      helperText={intl.formatMessage(m.timeLimitHelp)}
      testId="field-time_limit"
    >
      <Input
        type="number"
        name="time_limit"
        min={1}
        step={1}
        inputMode="numeric"
        value={form.values.time_limit}
        onChange={(e) => form.setField('time_limit', e.target.value)}
      />
    </FormField>
  );
}
