import { HStack, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { choiceMarker } from 'shared-contracts';
import { SafeHtml } from 'shared-contracts/ui';
import type { ExamQuestion } from '../../../shared/exam/exam-types';

/** The alternatives of a multiple-choice question; choosing one records it at once. */
export function ChoiceAnswer({
  question,
  value,
  disabled,
  onChoose,
}: {
  question: ExamQuestion;
  value: string | undefined;
  disabled: boolean;
  onChoose: (alternativeId: string) => void;
}) {
  const intl = useIntl();
  return (
    <RadioGroup.Root
      value={value ?? null}
      onValueChange={(details) => {
        if (details.value) onChoose(details.value);
      }}
      disabled={disabled}
      colorPalette="brand"
      aria-label={intl.formatMessage({ id: 'examTaking.taking.choices', defaultMessage: 'Alternativas' })}
    >
      <Stack gap="3">
        {question.alternatives.map((alternative, i) => (
          <RadioGroup.Item key={alternative.id} value={alternative.id} alignItems="flex-start">
            <RadioGroup.ItemHiddenInput />
            <RadioGroup.ItemIndicator />
            <RadioGroup.ItemText>
              <HStack as="span" gap="2" align="baseline">
                <Text as="span" fontWeight="bold">{`${choiceMarker(question.style, i)})`}</Text>
                <SafeHtml as="span" html={alternative.description} />
              </HStack>
            </RadioGroup.ItemText>
          </RadioGroup.Item>
        ))}
      </Stack>
    </RadioGroup.Root>
  );
}
