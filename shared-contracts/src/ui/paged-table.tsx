/**
 * One paged table for every list screen (spec 2 §9: page size 7 with options 7, 14 and 20, first
 * page 1; columns hidden below the 720 px narrow-table breakpoint). `usePagedQuery` holds the page
 * and page-size state and fetches; `PagedTable` renders rows, loading/empty/error states, the
 * total, the page-size select and the pager. Labels are pagedTableMessages (shared-contracts' lang files,
 * merged by AppProviders beneath every package's messages).
 */
import {
  Alert,
  Box,
  Button,
  Flex,
  HStack,
  IconButton,
  NativeSelect,
  Spinner,
  Table,
  Text,
  useMediaQuery,
} from '@chakra-ui/react';
import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import type { Page } from '../client/api-client';
import { keepPreviousData, useQuery, useQueryClient, type QueryClient, type QueryKey } from '../client/query';
import { NARROW_TABLE_BREAKPOINT_PX } from '../theme/tokens';

export const PAGE_SIZE_OPTIONS = [7, 14, 20] as const;
export const DEFAULT_PAGE_SIZE = 7;
export const FIRST_PAGE = 1;

type NoValues = Record<never, never>;

export const pagedTableMessages = defineMessages<{
  itemsPerPage: NoValues;
  previous: NoValues;
  next: NoValues;
  page: { page: number };
  pagination: NoValues;
  total: { total: number };
  loading: NoValues;
  empty: NoValues;
  error: NoValues;
  retry: NoValues;
}>({
  itemsPerPage: { id: 'pagedTable.itemsPerPage', defaultMessage: 'Itens por página' },
  previous: { id: 'pagedTable.previous', defaultMessage: 'Página anterior' },
  next: { id: 'pagedTable.next', defaultMessage: 'Próxima página' },
  page: { id: 'pagedTable.page', defaultMessage: 'Página {page}' },
  pagination: { id: 'pagedTable.pagination', defaultMessage: 'Paginação' },
  total: { id: 'pagedTable.total', defaultMessage: '{total, plural, one {# registro} other {# registros}}' },
  loading: { id: 'pagedTable.loading', defaultMessage: 'Carregando…' },
  empty: { id: 'pagedTable.empty', defaultMessage: 'Nenhum registro encontrado.' },
  error: { id: 'pagedTable.error', defaultMessage: 'Não foi possível carregar os dados.' },
  retry: { id: 'pagedTable.retry', defaultMessage: 'Tentar novamente' },
});

/** Wide when the viewport is at least NARROW_TABLE_BREAKPOINT_PX wide (read synchronously, no flash). */
export function useIsNarrowTable(): boolean {
  const [wide] = useMediaQuery([`(min-width: ${NARROW_TABLE_BREAKPOINT_PX}px)`], { ssr: false });
  return !wide;
}

export interface PageRequest {
  page: number;
  size: number;
  signal: AbortSignal;
}

export type FetchPage<T> = (request: PageRequest) => Promise<Page<T>>;

export interface PagedQuery<T> {
  page: number;
  pageSize: number;
  items: T[];
  total: number;
  pageCount: number;
  /** True while a request is in flight (the previous page stays visible). */
  loading: boolean;
  /** True once the first response (or error) arrived. */
  loaded: boolean;
  error: unknown;
  setPage: (page: number) => void;
  /** Changes the page size and returns to the first page. */
  setPageSize: (size: number) => void;
  /** Fetches the current page again. */
  reload: () => void;
}

function sameDeps(a: readonly unknown[], b: readonly unknown[]): boolean {
  return a.length === b.length && a.every((v, i) => Object.is(v, b[i]));
}

/** The cache key of one page of a paged table: `[...queryKey, ...deps, { page, size }]`. */
export const pagedQueryKey = (
  queryKey: QueryKey,
  deps: readonly unknown[],
  page: number,
  size: number,
): QueryKey => [...queryKey, ...deps, { page, size }];

/**
 * Starts the read of a paged table's first page before its screen renders (a remote's route prefetch,
 * see `screenLoader`), under the key `usePagedQuery` with the same `queryKey` and `deps` reads: the
 * table then renders the answer (or waits for the read under way) instead of asking again. Put the
 * opening's `location.key` in `deps` on both sides, so that coming back to the screen reads afresh.
 */
export function prefetchFirstPage<T>(
  queryClient: QueryClient,
  queryKey: QueryKey,
  fetchPage: FetchPage<T>,
  options: { deps?: readonly unknown[]; pageSize?: number } = {},
): void {
  const size = options.pageSize ?? DEFAULT_PAGE_SIZE;
  void queryClient.prefetchQuery({
    queryKey: pagedQueryKey(queryKey, options.deps ?? [], FIRST_PAGE, size),
    queryFn: ({ signal }) => fetchPage({ page: FIRST_PAGE, size, signal }),
  });
}

/**
 * Page and page-size state plus the query (react-query, the previous page kept while the next loads).
 * `fetchPage` may change identity on every render; a page is requested when the page, the size or `deps`
 * change, or on a reload. A change in `deps` returns to the first page. The pages are cached under
 * `[...queryKey, ...deps, { page, size }]`: invalidating `queryKey` (default: one of this table's own)
 * reloads the table, as `reload` does.
 */
export function usePagedQuery<T>(
  fetchPage: FetchPage<T>,
  deps: readonly unknown[] = [],
  options: { initialPageSize?: number; queryKey?: QueryKey } = {},
): PagedQuery<T> {
  const instance = useId();
  const baseKey = options.queryKey ?? ['pagedTable', instance];
  const queryClient = useQueryClient();
  const [page, setPageState] = useState(FIRST_PAGE);
  const [pageSize, setPageSizeState] = useState(options.initialPageSize ?? DEFAULT_PAGE_SIZE);

  // Back to the first page when the caller's dependencies change (adjusting state during render).
  const [seenDeps, setSeenDeps] = useState(deps);
  if (!sameDeps(seenDeps, deps)) {
    setSeenDeps(deps);
    setPageState(FIRST_PAGE);
  }

  const fetchRef = useRef(fetchPage);
  fetchRef.current = fetchPage;

  const query = useQuery({
    queryKey: pagedQueryKey(baseKey, seenDeps, page, pageSize),
    queryFn: ({ signal }) => fetchRef.current({ page, size: pageSize, signal }),
    placeholderData: keepPreviousData,
  });
  const data = query.data;
  const loading = query.isFetching;

  // A page past the end (after a deletion emptied the last page) moves back to the last page.
  useEffect(() => {
    if (data && !loading && data.items.length === 0 && page > FIRST_PAGE && data.total > 0) {
      setPageState(Math.max(FIRST_PAGE, data.pageCount));
    }
  }, [data, loading, page]);

  const setPage = useCallback((next: number) => setPageState(Math.max(FIRST_PAGE, Math.floor(next))), []);
  const setPageSize = useCallback((size: number) => {
    setPageSizeState(size);
    setPageState(FIRST_PAGE);
  }, []);
  // Every cached page of the table is stale after a reload (a deletion moves rows between pages).
  const baseKeyHash = JSON.stringify(baseKey);
  const reload = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: JSON.parse(baseKeyHash) as QueryKey }),
    [queryClient, baseKeyHash],
  );

  return {
    page,
    pageSize,
    items: data?.items ?? [],
    total: data?.total ?? 0,
    pageCount: Math.max(1, data?.pageCount ?? 1),
    loading,
    loaded: query.status !== 'pending',
    error: query.error,
    setPage,
    setPageSize,
    reload,
  };
}

export interface PagedColumn<T> {
  /** Stable key of the column. */
  key: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
  /** Hidden (not rendered) below the 720 px narrow-table breakpoint. */
  hideBelow720?: boolean;
  /** Header text visually hidden (kept for screen readers), e.g. for an actions column. */
  headerHidden?: boolean;
  align?: 'start' | 'center' | 'end';
  width?: string;
}

export interface PagedTableProps<T> {
  columns: readonly PagedColumn<T>[];
  query: PagedQuery<T>;
  rowKey: (row: T) => string;
  /** data-testid of the <table>. */
  testId?: string;
  /** data-testid of each body row. */
  rowTestId?: string;
  /** Accessible name of the table. */
  ariaLabel?: string;
  emptyMessage?: ReactNode;
  errorMessage?: ReactNode;
  pageSizeOptions?: readonly number[];
  /** Rows to stand out (e.g. the one last opened): a tinted background and `data-highlighted`. */
  highlightRow?: (row: T) => boolean;
}

/** Page numbers to show: first, last, current ±1, with 'gap' where numbers are skipped. */
export function pageItems(page: number, pageCount: number): (number | 'gap')[] {
  const wanted = new Set([1, pageCount, page - 1, page, page + 1].filter((p) => p >= 1 && p <= pageCount));
  const sorted = [...wanted].sort((a, b) => a - b);
  const out: (number | 'gap')[] = [];
  sorted.forEach((p, i) => {
    const previous = sorted[i - 1];
    if (previous !== undefined && p - previous > 1) out.push(p - previous === 2 ? p - 1 : 'gap');
    out.push(p);
  });
  return out;
}

const Chevron = ({ direction }: { direction: 'left' | 'right' }) => (
  <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path
      d={direction === 'left' ? 'M15 18l-6-6 6-6' : 'M9 18l6-6-6-6'}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </svg>
);

export function PagedTable<T>(props: PagedTableProps<T>) {
  const { columns, query, rowKey, testId, rowTestId, ariaLabel, emptyMessage, errorMessage, highlightRow } =
    props;
  const pageSizeOptions = props.pageSizeOptions ?? PAGE_SIZE_OPTIONS;
  const intl = useIntl();
  const narrow = useIsNarrowTable();
  const visible = columns.filter((c) => !(narrow && c.hideBelow720));
  const failed = !query.loading && Boolean(query.error);
  const rows = query.error ? [] : query.items;
  // The spinner replaces an empty body (first load, retry); a page change keeps the old rows dimmed.
  const waiting = query.loading && rows.length === 0;
  const empty = !query.loading && query.loaded && !query.error && rows.length === 0;

  let status: ReactNode = null;
  if (waiting) {
    status = (
      <HStack justify="center" py="6" role="status">
        <Spinner size="sm" />
        <Text>{intl.formatMessage(pagedTableMessages.loading)}</Text>
      </HStack>
    );
  } else if (failed) {
    status = (
      <Alert.Root status="error" alignItems="center">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Description>
            {errorMessage ?? intl.formatMessage(pagedTableMessages.error)}
          </Alert.Description>
        </Alert.Content>
        <Button size="sm" variant="outline" onClick={query.reload}>
          {intl.formatMessage(pagedTableMessages.retry)}
        </Button>
      </Alert.Root>
    );
  } else if (empty) {
    status = (
      <Text py="6" textAlign="center" color="fg.muted">
        {emptyMessage ?? intl.formatMessage(pagedTableMessages.empty)}
      </Text>
    );
  }

  return (
    <Box>
      {/* Keyboard users scroll a table wider than the screen too (axe scrollable-region-focusable). Positioned,
          so that the visually hidden headers (absolute) stay inside it and never widen the page. */}
      <Table.ScrollArea
        position="relative"
        borderWidth="1px"
        rounded="md"
        tabIndex={0}
        {...(ariaLabel ? { role: 'region', 'aria-label': ariaLabel } : {})}
      >
        <Table.Root
          size="sm"
          data-testid={testId}
          aria-label={ariaLabel}
          aria-busy={query.loading || undefined}
          opacity={query.loading && rows.length > 0 ? 0.6 : 1}
        >
          <Table.Header>
            <Table.Row>
              {visible.map((c) => (
                <Table.ColumnHeader
                  key={c.key}
                  textAlign={c.align}
                  width={c.width}
                  whiteSpace={narrow ? 'normal' : undefined}
                >
                  {c.headerHidden ? <Box srOnly>{c.header}</Box> : c.header}
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((row) => (
              <Table.Row
                key={rowKey(row)}
                data-testid={rowTestId}
                {...(highlightRow?.(row) ? { 'data-highlighted': '', bg: 'brand.subtle' } : {})}
              >
                {visible.map((c) => (
                  // Chakra's cells keep their text on one line; on a phone that pushed the row's last
                  // column (its action buttons) out of sight behind a sideways scroll. There, text wraps.
                  <Table.Cell key={c.key} textAlign={c.align} whiteSpace={narrow ? 'normal' : undefined}>
                    {c.cell(row)}
                  </Table.Cell>
                ))}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      {status && <Box mt="3">{status}</Box>}
      <Flex mt="3" gap="3" align="center" justify="space-between" wrap="wrap">
        <Text fontSize="sm" color="fg.muted" data-testid="paged-table-total">
          {intl.formatMessage(pagedTableMessages.total, { total: query.total })}
        </Text>
        <HStack gap="3" wrap="wrap">
          <NativeSelect.Root size="sm" width="auto">
            <NativeSelect.Field
              aria-label={intl.formatMessage(pagedTableMessages.itemsPerPage)}
              value={String(query.pageSize)}
              onChange={(e) => query.setPageSize(Number(e.currentTarget.value))}
            >
              {pageSizeOptions.map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <HStack as="nav" aria-label={intl.formatMessage(pagedTableMessages.pagination)} gap="1">
            <IconButton
              size="sm"
              variant="ghost"
              aria-label={intl.formatMessage(pagedTableMessages.previous)}
              disabled={query.page <= FIRST_PAGE}
              onClick={() => query.setPage(query.page - 1)}
            >
              <Chevron direction="left" />
            </IconButton>
            {pageItems(query.page, query.pageCount).map((p, i) =>
              p === 'gap' ? (
                <Text key={`gap-${i}`} px="1" aria-hidden="true">
                  …
                </Text>
              ) : (
                <Button
                  key={p}
                  size="sm"
                  variant={p === query.page ? 'solid' : 'ghost'}
                  colorPalette="brand"
                  aria-label={intl.formatMessage(pagedTableMessages.page, { page: p })}
                  aria-current={p === query.page ? 'page' : undefined}
                  onClick={() => query.setPage(p)}
                >
                  {p}
                </Button>
              ),
            )}
            <IconButton
              size="sm"
              variant="ghost"
              aria-label={intl.formatMessage(pagedTableMessages.next)}
              disabled={query.page >= query.pageCount}
              onClick={() => query.setPage(query.page + 1)}
            >
              <Chevron direction="right" />
            </IconButton>
          </HStack>
        </HStack>
      </Flex>
    </Box>
  );
}
