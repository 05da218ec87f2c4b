import { Button, HStack, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { MAX_ALTERNATIVES, choiceMarker, type QuestionStyle } from 'shared-contracts';
import { newAlternative, type AlternativeDraft, type DraftError } from '../draft';
import { drawerMessages as m } from '../messages';
import { DraftErrorLine } from './DraftErrorText';
import { EditorSlot } from './EditorSlot';

/**
 * The alternatives of a multiple-choice question: 1 to 10, each a rich text, exactly one marked correct
 * (a radio group), added and removed freely; each row's error under it, the list's under the list.
 */
export function AlternativesEditor({
  style,
  alternatives,
  errors,
  disabled,
  onChange,
}: {
  style: QuestionStyle;
  alternatives: AlternativeDraft[];
  errors: Record<string, DraftError>;
  disabled: boolean;
  onChange: (next: AlternativeDraft[]) => void;
}) {
  const intl = useIntl();
  const correctKey = alternatives.find((a) => a.correct)?.key ?? null;
  const update = (key: string, patch: Partial<AlternativeDraft>) =>
    onChange(alternatives.map((a) => (a.key === key ? { ...a, ...patch } : a)));
  return (
    <Stack gap="3" as="fieldset" data-testid="alternatives-editor">
      <Text as="legend" fontWeight="semibold">
        {intl.formatMessage(m.alternatives)}
      </Text>
      <RadioGroup.Root
        value={correctKey}
        disabled={disabled}
        colorPalette="brand"
        aria-label={intl.formatMessage(m.correctAlternative)}
        onValueChange={(d) => onChange(alternatives.map((a) => ({ ...a, correct: a.key === d.value })))}
      >
        <Stack gap="4">
          {alternatives.map((alternative, i) => {
            const marker = choiceMarker(style, i);
            return (
              <Stack key={alternative.key} gap="2" borderWidth="1px" borderRadius="l2" p="3">
                <EditorSlot
                  label={intl.formatMessage(m.alternative, { marker })}
                  initialHtml={alternative.description}
                  placeholder={intl.formatMessage(m.alternativePlaceholder)}
                  limit={null}
                  disabled={disabled}
                  onChange={(html) => update(alternative.key, { description: html })}
                />
                <DraftErrorLine error={errors[`alternatives.${i}`]} />
                <HStack justify="space-between" wrap="wrap" gap="2">
                  <RadioGroup.Item value={alternative.key}>
                    <RadioGroup.ItemHiddenInput />
                    <RadioGroup.ItemIndicator />
                    <RadioGroup.ItemText>{intl.formatMessage(m.markCorrect, { marker })}</RadioGroup.ItemText>
                  </RadioGroup.Item>
                  <Button
                    size="sm"
                    variant="ghost"
                    colorPalette="red"
                    disabled={disabled}
                    onClick={() => onChange(alternatives.filter((a) => a.key !== alternative.key))}
                  >
                    {intl.formatMessage(m.removeAlternative, { marker })}
                  </Button>
                </HStack>
              </Stack>
            );
          })}
        </Stack>
      </RadioGroup.Root>
      <DraftErrorLine error={errors.alternatives} testId="alternatives-error" />
      <Button
        alignSelf="flex-start"
        variant="outline"
        colorPalette="brand"
        disabled={disabled || alternatives.length >= MAX_ALTERNATIVES}
        onClick={() => onChange([...alternatives, newAlternative('', alternatives.length === 0)])}
      >
        {intl.formatMessage(m.addAlternative)}
      </Button>
    </Stack>
  );
}
