import { Badge, Box, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { SafeHtml } from 'shared-contracts/ui';
import { questionKindLabels } from '../../../shared/exam-labels';
import type { PreviewQuestion } from '../api/preview-exam';
import { previewMessages as m, previewValueMessages as mv } from '../messages';
import { PreviewAlternatives } from './PreviewAlternatives';

/** One question: number, type, "Questão Anulada" when cancelled, statement, alternatives, resolution. */
export function PreviewQuestionCard({ question, number }: { question: PreviewQuestion; number: number }) {
  const intl = useIntl();
  const cancelled = question.status === 'cancelled';
  const comment = question.resolution?.comment;
  return (
    <Box
      as="article"
      borderWidth="1px"
      rounded="md"
      p={{ base: '3', md: '5' }}
      data-testid="preview-question"
      data-preview-question
      data-cancelled={cancelled}
      aria-labelledby={`preview-question-${number}`}
    >
      <Stack gap="3">
        <HStack gap="2" wrap="wrap">
          <Heading as="h2" size="md" id={`preview-question-${number}`}>
            {intl.formatMessage(mv.questionNumber, { number })}
          </Heading>
          <Badge variant="outline" data-preview-badge>
            {intl.formatMessage(questionKindLabels[question.kind])}
          </Badge>
          {cancelled && (
            <Badge colorPalette="red" variant="solid" data-preview-badge data-testid="cancelled-flag">
              <span aria-hidden="true">⊘</span>
              {intl.formatMessage(m.cancelled)}
            </Badge>
          )}
        </HStack>
        <SafeHtml html={question.statement} />
        {question.kind === 'multiple_choice' && question.alternatives.length > 0 && (
          <PreviewAlternatives question={question} number={number} />
        )}
        {comment && (
          <Box borderTopWidth="1px" pt="3" data-testid="preview-resolution">
            <Text fontWeight="semibold" mb="1">
              {intl.formatMessage(m.resolution)}
            </Text>
            <SafeHtml html={comment} />
          </Box>
        )}
      </Stack>
    </Box>
  );
}
