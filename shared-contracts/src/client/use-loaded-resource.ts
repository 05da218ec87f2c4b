import { useQuery, type QueryKey, type UseQueryResult } from '@tanstack/react-query';
import { isNotFoundError } from './query';

export type LoadedResource<T> =
  { status: 'loading' } | { status: 'notFound' } | { status: 'error' } | { status: 'ready'; value: T };

/**
 * A query's state as a screen shows it: loading, an unknown id (404, or no id), a failure, or the value;
 * `reload` asks again.
 */
export function loadedResource<T>(
  query: UseQueryResult<T>,
  hasId = true,
): LoadedResource<T> & { reload: () => void } {
  const reload = () => void query.refetch();
  if (!hasId) return { status: 'notFound', reload };
  if (query.isSuccess) return { status: 'ready', value: query.data, reload };
  if (query.isError) return { status: isNotFoundError(query.error) ? 'notFound' : 'error', reload };
  return { status: 'loading', reload };
}

/**
 * Loads one resource for a screen (the id of the route) through the query cache, under the key
 * `[...key, id]`: tells an unknown id from a failure, and answers that arrive after the id changed are
 * not shown (react-query keys them by id).
 */
export function useLoadedResource<T>(
  key: QueryKey,
  id: string | undefined,
  load: (id: string, options: { signal: AbortSignal }) => Promise<T>,
): LoadedResource<T> & { reload: () => void } {
  const query = useQuery({
    queryKey: [...key, id],
    queryFn: ({ signal }) => load(id as string, { signal }),
    enabled: Boolean(id),
  });
  return loadedResource(query, Boolean(id));
}
