import { Input, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import type { ExamEditLevel } from 'shared-contracts';
import { FormField } from '../../../../shared/components/FormField';
import type { ExamForm } from '../../hooks/useExamForm';
import { fieldMessages as m } from '../../messages';
import { isLocked } from './field-lock';

/** The phase (one of the edition's) and the window, typed in the edition's time zone. */
export function ScheduleFields({
  form,
  phases,
  zone,
  level,
}: {
  form: ExamForm;
  phases: number[];
  zone: string;
  level: ExamEditLevel;
}) {
  const intl = useIntl();
  return (
    <Stack gap="4">
      <FormField
        label={intl.formatMessage(m.phase)}
        required
        disabled={isLocked('phase', level)}
        error={form.errorAt('phase')}
        testId="field-phase"
      >
        <NativeSelect.Root>
          <NativeSelect.Field
            name="phase"
            value={form.values.phase}
            onChange={(e) => form.setField('phase', e.currentTarget.value)}
          >
            <option value="">{intl.formatMessage(m.choosePhase)}</option>
            {phases.map((p) => (
              <option key={p} value={String(p)}>
                {p}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
      <Stack gap="2">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          {(['start_date', 'end_date'] as const).map((field) => (
            <FormField
              key={field}
              label={intl.formatMessage(field === 'start_date' ? m.startDate : m.endDate)}
              required
              disabled={isLocked(field, level)}
              error={form.errorAt(field)}
              testId={`field-${field}`}
            >
              <Input
                type="datetime-local"
                name={field}
                value={form.values[field]}
                onChange={(e) => form.setField(field, e.target.value)}
              />
            </FormField>
          ))}
        </SimpleGrid>
        <Text fontSize="sm" color="fg.muted">
          {`${intl.formatMessage(m.datesHelp)} (${zone})`}
        </Text>
      </Stack>
    </Stack>
  );
}
