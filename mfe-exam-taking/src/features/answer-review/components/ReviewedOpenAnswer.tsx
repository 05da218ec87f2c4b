import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { SafeHtml } from 'shared-contracts/ui';
import type { ReviewQuestion } from '../review-model';
import { ReportButtons } from './ReportButtons';

/** The participant's open answer (sanitised), its score and the grader's comment, and the reports. */
export function ReviewedOpenAnswer({ item }: { item: ReviewQuestion }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `examTaking.answerReview.open.${id}` }, values);
  return (
    <Stack gap="3" data-testid="open-answer">
      <Stack gap="1">
        <Heading as="h3" size="sm">
          {t('yours')}
        </Heading>
        {item.answered ? (
          <Box borderWidth="1px" rounded="md" px="3" py="2" data-testid="open-answer-text">
            <SafeHtml html={item.userAnswer} />
          </Box>
        ) : (
          <Text color="fg.muted">{t('none')}</Text>
        )}
      </Stack>
      {item.openEndedScore !== null && (
        <Text fontWeight="medium" data-testid="open-answer-score">
          {t('score', { score: intl.formatNumber(item.openEndedScore, { maximumFractionDigits: 2 }) })}
        </Text>
      )}
      {item.openEndedComment !== null && (
        <Stack gap="1" data-testid="grader-comment">
          <Heading as="h3" size="sm">
            {t('graderComment')}
          </Heading>
          <Text whiteSpace="pre-line">{item.openEndedComment}</Text>
        </Stack>
      )}
      {item.evaluationId !== null && (
        <ReportButtons evaluationId={item.evaluationId} position={item.position} />
      )}
    </Stack>
  );
}
