import { Badge, Box, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { Ref } from 'react';
import { useIntl } from 'react-intl';
import { SafeHtml } from 'shared-contracts/ui';
import type { ReviewQuestion } from '../review-model';
import { ReviewedChoices } from './ReviewedChoices';
import { ReviewedOpenAnswer } from './ReviewedOpenAnswer';
import { StateBadge } from './StateBadge';

/**
 * One question of the answer review, read-only: statement, the alternatives with the key and the
 * participant's choice (or the open answer and its grading), and the key's comment. A cancelled
 * question is greyed out and says it does not count.
 */
export function ReviewedQuestion({
  item,
  total,
  ref,
}: {
  item: ReviewQuestion;
  total: number;
  /** The heading, focused when the question is picked in the navigator. */
  ref?: Ref<HTMLHeadingElement>;
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `examTaking.answerReview.${id}` }, values);
  return (
    <Stack
      as="section"
      gap="4"
      aria-labelledby="reviewed-question-title"
      data-testid="reviewed-question"
      data-state={item.state}
      data-cancelled={item.cancelled}
      opacity={item.cancelled ? 0.6 : undefined}
      color={item.cancelled ? 'fg.muted' : undefined}
    >
      <HStack gap="3" wrap="wrap">
        <Heading as="h2" size="md" id="reviewed-question-title" ref={ref} tabIndex={-1}>
          {t('question.title', { position: item.position, total })}
        </Heading>
        <StateBadge state={item.state} />
        {item.question.kind === 'open_ended' && item.state !== 'open' && (
          <Badge colorPalette="gray" variant="outline">
            {t('question.openKind')}
          </Badge>
        )}
      </HStack>
      {item.cancelled && <Text data-testid="cancelled-note">{t('question.cancelledNote')}</Text>}
      <SafeHtml html={item.question.statement} data-testid="statement" />
      {item.question.kind === 'open_ended' ? (
        <ReviewedOpenAnswer item={item} />
      ) : (
        <ReviewedChoices item={item} />
      )}
      {item.comment && (
        <Box borderLeftWidth="4px" borderColor="brand.primary" pl="3" data-testid="key-comment">
          <Heading as="h3" size="sm" mb="1">
            {t(item.question.kind === 'open_ended' ? 'question.expected' : 'question.comment')}
          </Heading>
          <SafeHtml html={item.comment} />
        </Box>
      )}
    </Stack>
  );
}
