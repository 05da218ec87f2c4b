import { Button, Card, Checkbox, Fieldset, HStack, Input, Stack, Text, Wrap } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { EDITION_PHASE_CATEGORIES, nextPhaseNumber } from 'shared-contracts';
import { categoryMessages } from '../../../edition-detail';
import { ErrorLine, FormField } from '../../../../shared/components/FormField';
import type { FormCategory, PhaseRow } from '../../form-values';
import type { EditionForm } from '../../hooks/useEditionForm';
import { phaseFormMessages as m } from '../../messages';

/**
 * The edition's phases: each numbered after the last one, with at least one category; the member limit
 * appears only for in_group.
 */
export function PhasesSection({ form }: { form: EditionForm }) {
  const intl = useIntl();
  const phases = form.values.phases;
  const update = (index: number, change: Partial<PhaseRow>) =>
    form.setField(
      'phases',
      phases.map((p, i) => (i === index ? { ...p, ...change } : p)),
    );
  const toggle = (index: number, category: FormCategory, on: boolean) => {
    const current = phases[index]!.categories;
    update(index, {
      categories: on
        ? EDITION_PHASE_CATEGORIES.filter((c) => c === category || current.includes(c))
        : current.filter((c) => c !== category),
    });
  };
  return (
    <Stack gap="4" data-testid="phases-section">
      {phases.length === 0 && <Text color="fg.muted">{intl.formatMessage(m.empty)}</Text>}
      <ErrorLine error={form.errorAt('phases')} />
      {phases.map((phase, index) => {
        const title = intl.formatMessage(m.phase, { phase: phase.phase });
        return (
          <Card.Root key={phase.phase} variant="outline" data-testid="phase-row">
            <Card.Body>
              <Stack gap="3">
                <HStack justify="space-between">
                  <Text fontWeight="semibold" as="h3">
                    {title}
                  </Text>
                  <Button
                    size="sm"
                    variant="outline"
                    colorPalette="red"
                    onClick={() =>
                      form.setField(
                        'phases',
                        phases.filter((_, i) => i !== index),
                      )
                    }
                  >
                    {intl.formatMessage(m.remove, { phase: phase.phase })}
                  </Button>
                </HStack>
                <ErrorLine error={form.errorAt(`phases.${index}`)} testId={`phase-${index}-error`} />
                <Fieldset.Root invalid={Boolean(form.errorAt(`phases.${index}.categories`))}>
                  <Fieldset.Legend>
                    {intl.formatMessage(m.categories)} — {title}
                  </Fieldset.Legend>
                  <Wrap gap="4">
                    {EDITION_PHASE_CATEGORIES.map((category) => (
                      <Checkbox.Root
                        key={category}
                        checked={phase.categories.includes(category)}
                        onCheckedChange={(d) => toggle(index, category, d.checked === true)}
                      >
                        <Checkbox.HiddenInput />
                        <Checkbox.Control />
                        <Checkbox.Label>{intl.formatMessage(categoryMessages[category])}</Checkbox.Label>
                      </Checkbox.Root>
                    ))}
                  </Wrap>
                  <ErrorLine error={form.errorAt(`phases.${index}.categories`)} />
                </Fieldset.Root>
                {phase.categories.includes('in_group') && (
                  <FormField
                    label={intl.formatMessage(m.memberLimit)}
                    required
                    error={form.errorAt(`phases.${index}.additional_data.member_limit`)}
                  >
                    <Input
                      type="number"
                      min={1}
                      step={1}
                      maxW="40"
                      value={phase.member_limit}
                      onChange={(e) => update(index, { member_limit: e.target.value })}
                    />
                  </FormField>
                )}
              </Stack>
            </Card.Body>
          </Card.Root>
        );
      })}
      <Stack align="start">
        <Button
          variant="outline"
          onClick={() =>
            form.setField('phases', [
              ...phases,
              { phase: nextPhaseNumber(phases), categories: [], member_limit: '' },
            ])
          }
        >
          {intl.formatMessage(m.add)}
        </Button>
      </Stack>
    </Stack>
  );
}
