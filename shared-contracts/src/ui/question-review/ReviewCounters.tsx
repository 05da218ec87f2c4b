import { Box, SimpleGrid, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { COUNTER_NAMES, type ReviewCounters as Counters } from '../../exams';
import { questionReviewMessages as m, reviewCounterMessages } from './messages';

/** Correct, wrong, open, cancelled, answered and gave up (spec 3 §2.6). */
export function ReviewCounters({ counters }: { counters: Counters }) {
  const intl = useIntl();
  return (
    <SimpleGrid
      as="dl"
      columns={{ base: 2, sm: 3, md: 6 }}
      gap="2"
      data-testid="review-counters"
      aria-label={intl.formatMessage(m.countersTitle)}
    >
      {COUNTER_NAMES.map((name) => (
        <Box
          key={name}
          borderWidth="1px"
          rounded="md"
          p="2"
          textAlign="center"
          data-testid={`counter-${name}`}
        >
          <Text as="dt" fontSize="sm" color="fg.muted">
            {intl.formatMessage(reviewCounterMessages[name])}
          </Text>
          <Text as="dd" fontSize="xl" fontWeight="bold">
            {intl.formatNumber(counters[name])}
          </Text>
        </Box>
      ))}
    </SimpleGrid>
  );
}
