import { Heading, Stack, Text } from '@chakra-ui/react';
import { useId, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { PagedTable, usePagedQuery, type PagedColumn } from 'shared-contracts/ui';
import { fetchRankingPage, RANKING_PAGE_SIZE, type Rating } from '../api/ratings';
import { rankingMessages } from '../messages';
import { CategorySelect } from './CategorySelect';

/**
 * The classified participants by name, paged (7 a page, from page 1), of every category or one;
 * 'ranking not available' instead of the table while the list is empty or not released.
 */
export function GeneralRanking({ examId, categories }: { examId: string; categories: readonly string[] }) {
  const intl = useIntl();
  const headingId = useId();
  const [category, setCategory] = useState<string | null>(null);
  const query = usePagedQuery<Rating>(
    ({ page, size, signal }) => fetchRankingPage(examId, { page, size, category }, { signal }),
    [examId, category],
    { initialPageSize: RANKING_PAGE_SIZE },
  );
  const columns = useMemo<PagedColumn<Rating>[]>(
    () => [
      {
        key: 'participant',
        header: intl.formatMessage(rankingMessages.columnParticipant),
        cell: (r) => r.participant,
      },
    ],
    [intl],
  );
  const empty = query.loaded && !query.loading && !query.error && query.items.length === 0;
  const title = intl.formatMessage(rankingMessages.generalTitle);
  return (
    <Stack as="section" gap="3" aria-labelledby={headingId} data-testid="general-ranking">
      <Heading as="h2" size="md" id={headingId}>
        {title}
      </Heading>
      {categories.length > 0 && (
        <CategorySelect categories={categories} value={category} onChange={setCategory} />
      )}
      {empty ? (
        <Text color="fg.muted" py="4" data-testid="ranking-unavailable">
          {intl.formatMessage(rankingMessages.generalUnavailable)}
        </Text>
      ) : (
        <PagedTable
          columns={columns}
          query={query}
          rowKey={(r) => r.id}
          testId="ranking-table"
          rowTestId="ranking-row"
          ariaLabel={title}
          errorMessage={intl.formatMessage(rankingMessages.generalError)}
        />
      )}
    </Stack>
  );
}
