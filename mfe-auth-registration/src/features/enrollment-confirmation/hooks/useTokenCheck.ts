import { useQuery } from 'shared-contracts/client';
import { checkConfirmationToken, type TokenCheck } from '../api/confirmation';

/** The check of a confirmation token: 'checking' until the API answers; no token is invalid at once. */
export function useTokenCheck(token: string | null): TokenCheck | { status: 'checking' } {
  const query = useQuery({
    queryKey: ['confirmation-token', token],
    queryFn: ({ signal }) => checkConfirmationToken(token as string, { signal }),
    enabled: Boolean(token),
    // Each visit checks the token again (it may have been confirmed since).
    gcTime: 0,
  });
  if (!token) return { status: 'invalid' };
  return query.data ?? { status: 'checking' };
}
