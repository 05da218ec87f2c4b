import { Badge, HStack, List, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { choiceMarker } from 'shared-contracts';
import { SafeHtml } from 'shared-contracts/ui';
import { isCorrect, type PreviewQuestion } from '../api/preview-exam';
import { previewMessages as m, previewValueMessages as mv } from '../messages';

/**
 * A question's alternatives lettered (A, B, C…) or numbered per its style; the correct ones stand out by
 * border, background, an icon and the label "Correta" (never by colour alone).
 */
export function PreviewAlternatives({ question, number }: { question: PreviewQuestion; number: number }) {
  const intl = useIntl();
  return (
    <List.Root variant="plain" gap="2" aria-label={intl.formatMessage(mv.alternatives, { number })}>
      {question.alternatives.map((alternative, i) => {
        const correct = isCorrect(question, alternative);
        return (
          <List.Item key={alternative.id ?? i} data-testid="preview-alternative" data-correct={correct}>
            <HStack
              gap="2"
              align="baseline"
              wrap="wrap"
              width="full"
              px="3"
              py="2"
              rounded="md"
              borderWidth={correct ? '2px' : '1px'}
              borderColor={correct ? 'green.solid' : 'border'}
              bg={correct ? 'green.subtle' : undefined}
            >
              <Text as="span" fontWeight="bold">{`${choiceMarker(question.style, i)})`}</Text>
              <SafeHtml as="span" html={alternative.description} flex="1" minW="0" />
              {correct && (
                <Badge colorPalette="green" variant="solid" data-preview-badge>
                  <span aria-hidden="true">✓</span>
                  {intl.formatMessage(m.correct)}
                </Badge>
              )}
            </HStack>
          </List.Item>
        );
      })}
    </List.Root>
  );
}
