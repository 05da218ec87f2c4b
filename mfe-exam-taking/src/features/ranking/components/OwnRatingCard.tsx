import { Badge, Card, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { useAuthStore } from 'shared-contracts/client';
import { useProjectId } from 'shared-contracts/ui';
import { showsRankingScore } from '../hide-score';
import { useOwnRating } from '../hooks/useOwnRating';
import { ownRatingMessages } from '../messages';

/** 'Sua Classificação': name, score (unless the project hides it) and classified or not (spec 3 §2.7). */
export function OwnRatingCard({ examId }: { examId: string }) {
  const intl = useIntl();
  const headingId = useId();
  const state = useOwnRating(examId);
  const projectId = useProjectId();
  const userName = useAuthStore((s) => s.user?.name ?? '');
  let body;
  switch (state.status) {
    case 'loading':
      body = <Skeleton height="12" />;
      break;
    case 'unavailable':
    case 'none':
    case 'error':
      body = <Text color="fg.muted">{intl.formatMessage(ownRatingMessages[state.status])}</Text>;
      break;
    case 'ready': {
      const { rating } = state;
      const score = showsRankingScore(projectId) && rating.score !== null ? rating.score : null;
      body = (
        <Stack gap="2">
          <Text fontWeight="medium" data-testid="own-rating-name">
            {rating.participant || userName}
          </Text>
          {score !== null && (
            <Text data-testid="own-rating-score">
              {intl.formatMessage(ownRatingMessages.score, {
                score: intl.formatNumber(score, { maximumFractionDigits: 2 }),
              })}
            </Text>
          )}
          {rating.category_position !== null && (
            <Text fontSize="lg" fontWeight="semibold" data-testid="own-rating-position">
              {intl.formatMessage(ownRatingMessages.position, { position: rating.category_position })}
            </Text>
          )}
          {(rating.school_position !== null || rating.state_position !== null) && (
            <Text color="fg.muted" data-testid="own-rating-places">
              {[
                rating.school_position !== null &&
                  intl.formatMessage(ownRatingMessages.schoolPosition, { position: rating.school_position }),
                rating.state_position !== null &&
                  intl.formatMessage(ownRatingMessages.statePosition, { position: rating.state_position }),
              ]
                .filter(Boolean)
                .join(' · ')}
            </Text>
          )}
          <HStack>
            <Badge
              colorPalette={rating.is_ranked ? 'green' : 'red'}
              variant="solid"
              size="lg"
              data-testid="own-rating-status"
            >
              <span aria-hidden="true">{rating.is_ranked ? '✓' : '✗'}</span>
              {intl.formatMessage(rating.is_ranked ? ownRatingMessages.ranked : ownRatingMessages.notRanked)}
            </Badge>
          </HStack>
        </Stack>
      );
      break;
    }
  }
  return (
    <Card.Root as="section" aria-labelledby={headingId} data-testid="own-rating">
      <Card.Header>
        <Heading as="h2" size="md" id={headingId}>
          {intl.formatMessage(ownRatingMessages.title)}
        </Heading>
      </Card.Header>
      <Card.Body>{body}</Card.Body>
    </Card.Root>
  );
}
