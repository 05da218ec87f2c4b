import { NativeSelect } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { EXAM_KINDS, type ExamKind } from 'shared-contracts';
import { FormField } from '../../../../shared/components/FormField';
import { examKindLabels } from '../../../../shared/exam-labels';
import type { ExamForm } from '../../hooks/useExamForm';
import { fieldMessages as m } from '../../messages';

/** Digital or Presencial: chosen when creating, fixed once the exam exists. */
export function KindField({ form, locked }: { form: ExamForm; locked: boolean }) {
  const intl = useIntl();
  return (
    <FormField label={intl.formatMessage(m.kind)} required disabled={locked} testId="field-kind">
      <NativeSelect.Root>
        <NativeSelect.Field
          name="kind"
          value={form.values.kind}
          onChange={(e) => form.setField('kind', e.currentTarget.value as ExamKind)}
        >
          {EXAM_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {intl.formatMessage(examKindLabels[kind])}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FormField>
  );
}
