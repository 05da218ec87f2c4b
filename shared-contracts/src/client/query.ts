import { QueryClient } from '@tanstack/react-query';
import { HTTPError } from 'ky';
import { onAppReset } from './app-reset';

/**
 * The one data-loading primitive of the front end (issue 12): @tanstack/react-query over the ky client.
 * Screens read with `useQuery({ queryKey, queryFn: ({ signal }) => getOne(…, { signal }) })` and write with
 * `useMutation`, invalidating the keys a write changes. Every package imports these names from here, never
 * from @tanstack/react-query (lint): one copy, one cache, shared by the shell and the remotes.
 */
export {
  QueryClient,
  QueryClientProvider,
  keepPreviousData,
  useInfiniteQuery,
  useIsFetching,
  useMutation,
  useQueries,
  useQuery,
  useQueryClient,
  type QueryKey,
  type UseMutationResult,
  type UseQueryResult,
} from '@tanstack/react-query';

/** Whether a failed call was answered 404. */
export const isNotFoundError = (error: unknown): boolean =>
  error instanceof HTTPError && error.response.status === 404;

/** A 4xx answer is the server's decision: asking again gives the same answer. */
const isClientError = (error: unknown): boolean =>
  error instanceof HTTPError && error.response.status >= 400 && error.response.status < 500;

/** The defaults of every query: one retry of a failed read (ky retries the network errors itself). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failures, error) => !isClientError(error) && failures < 1,
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // Deserialised JSON:API documents are object graphs with cycles (an edition's exams point back at
        // the edition): react-query's structural sharing would recurse through them on every refetch and
        // freeze the page. A refetch replaces the data instead.
        structuralSharing: false,
      },
      mutations: { retry: false },
    },
  });
}

/** The app's query cache: cleared when the app state is reset (sign-out, another user). */
export const queryClient = createQueryClient();
onAppReset(() => queryClient.clear());
