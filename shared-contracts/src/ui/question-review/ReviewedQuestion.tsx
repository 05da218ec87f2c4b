import { Badge, Box, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useId, type Ref } from 'react';
import { useIntl } from 'react-intl';
import { SafeHtml } from '../safe-html';
import { questionReviewMessages as m, type ReviewViewer } from './messages';
import type { OpenAnswerExtra, ReviewQuestion } from './model';
import { ReviewedChoices } from './ReviewedChoices';
import { ReviewedOpenAnswer } from './ReviewedOpenAnswer';
import { StateBadge } from './StateBadge';

export interface ReviewedQuestionProps<Q extends ReviewQuestion = ReviewQuestion> {
  item: Q;
  total: number;
  /** What the screen adds under an open answer (the participant's reports, for instance). */
  openAnswerExtra?: OpenAnswerExtra<Q>;
  /** The heading, focused when the question is picked in the navigator. */
  ref?: Ref<HTMLHeadingElement>;
  /** Who reads it: the participant (default, 'Sua resposta') or the staff ('Resposta do participante'). */
  viewer?: ReviewViewer;
}

/**
 * One question of an answer review, read-only: statement, the alternatives with the key and the
 * participant's choice (or the open answer and its grading), and the key's comment. A cancelled
 * question is greyed out and says it does not count.
 */
export function ReviewedQuestion<Q extends ReviewQuestion>({
  item,
  total,
  openAnswerExtra,
  ref,
  viewer = 'participant',
}: ReviewedQuestionProps<Q>) {
  const intl = useIntl();
  const titleId = useId();
  const open = item.question.kind === 'open_ended';
  return (
    <Stack
      as="section"
      gap="4"
      aria-labelledby={titleId}
      data-testid="reviewed-question"
      data-state={item.state}
      data-cancelled={item.cancelled}
      opacity={item.cancelled ? 0.6 : undefined}
      color={item.cancelled ? 'fg.muted' : undefined}
    >
      <HStack gap="3" wrap="wrap">
        <Heading as="h2" size="md" id={titleId} ref={ref} tabIndex={-1}>
          {intl.formatMessage(m.questionTitle, { position: item.position, total })}
        </Heading>
        <StateBadge state={item.state} />
        {open && item.state !== 'open' && (
          <Badge colorPalette="gray" variant="outline">
            {intl.formatMessage(m.openKind)}
          </Badge>
        )}
      </HStack>
      {item.cancelled && <Text data-testid="cancelled-note">{intl.formatMessage(m.cancelledNote)}</Text>}
      <SafeHtml html={item.question.statement} data-testid="statement" />
      {open ? (
        <ReviewedOpenAnswer item={item} extra={openAnswerExtra?.(item)} viewer={viewer} />
      ) : (
        <ReviewedChoices item={item} viewer={viewer} />
      )}
      {item.comment && (
        <Box borderLeftWidth="4px" borderColor="brand.primary" pl="3" data-testid="key-comment">
          <Heading as="h3" size="sm" mb="1">
            {intl.formatMessage(open ? m.expected : m.keyComment)}
          </Heading>
          <SafeHtml html={item.comment} />
        </Box>
      )}
    </Stack>
  );
}
