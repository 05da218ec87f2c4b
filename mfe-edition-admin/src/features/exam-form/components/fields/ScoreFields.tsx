import { Input, NativeSelect, Switch } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import {
  CANCELLED_QUESTION_POLICIES,
  type CancelledQuestionPolicy,
  type ExamEditLevel,
} from 'shared-contracts';
import { FormField } from '../../../../shared/components/FormField';
import type { ExamForm } from '../../hooks/useExamForm';
import { fieldMessages as m, policyMessages } from '../../messages';
import { isLocked } from './field-lock';

/** The minimal score (a number, at least 0). */
export function MinimalScoreField({ form, level }: { form: ExamForm; level: ExamEditLevel }) {
  const intl = useIntl();
  return (
    <FormField
      label={intl.formatMessage(m.minimalScore)}
      required
      disabled={isLocked('minimal_score', level)}
      error={form.errorAt('minimal_score')}
      testId="field-minimal_score"
    >
      <Input
        type="number"
        name="minimal_score"
        step="any"
        inputMode="decimal"
        value={form.values.minimal_score}
        onChange={(e) => form.setField('minimal_score', e.target.value)}
      />
    </FormField>
  );
}

/** Whether the exam counts for the edition's certificates. */
export function ToCertificateField({ form, level }: { form: ExamForm; level: ExamEditLevel }) {
  const intl = useIntl();
  return (
    <Switch.Root
      checked={form.values.to_certificate}
      disabled={isLocked('to_certificate', level)}
      onCheckedChange={(details) => form.setField('to_certificate', details.checked)}
      colorPalette="brand"
    >
      <Switch.HiddenInput />
      <Switch.Control />
      <Switch.Label>{intl.formatMessage(m.toCertificate)}</Switch.Label>
    </Switch.Root>
  );
}

/** How a cancelled question scores: the three policies, each explained in one line. */
export function PolicyField({ form, level }: { form: ExamForm; level: ExamEditLevel }) {
  const intl = useIntl();
  return (
    <FormField
      label={intl.formatMessage(m.policy)}
      disabled={isLocked('cancelled_question_policy', level)}
      error={form.errorAt('cancelled_question_policy')}
      testId="field-cancelled_question_policy"
    >
      <NativeSelect.Root>
        <NativeSelect.Field
          name="cancelled_question_policy"
          value={form.values.cancelled_question_policy}
          onChange={(e) =>
            form.setField('cancelled_question_policy', e.currentTarget.value as CancelledQuestionPolicy)
          }
        >
          {CANCELLED_QUESTION_POLICIES.map((policy) => (
            <option key={policy} value={policy}>
              {intl.formatMessage(policyMessages[policy])}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FormField>
  );
}
