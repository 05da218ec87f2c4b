import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { SafeHtml } from '../safe-html';
import { questionReviewMessages as m, VIEWER_MESSAGES, type ReviewViewer } from './messages';
import type { ReviewQuestion } from './model';

/**
 * The participant's open answer (sanitised), its score and the grader's comment; `extra` (the
 * screen's own actions, such as the participant's report downloads) goes below them.
 */
export function ReviewedOpenAnswer({
  item,
  extra,
  viewer = 'participant',
}: {
  item: ReviewQuestion;
  extra?: ReactNode;
  /** Who reads it: the participant ('Sua resposta') or the staff ('Resposta do participante'). */
  viewer?: ReviewViewer;
}) {
  const intl = useIntl();
  const whose = VIEWER_MESSAGES[viewer];
  return (
    <Stack gap="3" data-testid="open-answer">
      <Stack gap="1">
        <Heading as="h3" size="sm">
          {intl.formatMessage(whose.openYours)}
        </Heading>
        {item.answered ? (
          <Box borderWidth="1px" rounded="md" px="3" py="2" data-testid="open-answer-text">
            <SafeHtml html={item.userAnswer} />
          </Box>
        ) : (
          <Text color="fg.muted">{intl.formatMessage(whose.openNone)}</Text>
        )}
      </Stack>
      {item.openEndedScore !== null && (
        <Text fontWeight="medium" data-testid="open-answer-score">
          {intl.formatMessage(m.openScore, {
            score: intl.formatNumber(item.openEndedScore, { maximumFractionDigits: 2 }),
          })}
        </Text>
      )}
      {item.openEndedComment !== null && (
        <Stack gap="1" data-testid="grader-comment">
          <Heading as="h3" size="sm">
            {intl.formatMessage(m.graderComment)}
          </Heading>
          <Text whiteSpace="pre-line">{item.openEndedComment}</Text>
        </Stack>
      )}
      {extra}
    </Stack>
  );
}
