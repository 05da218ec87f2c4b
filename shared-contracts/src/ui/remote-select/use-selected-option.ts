import { useId, useState } from 'react';
import { useQuery } from '../../client/query';
import type { RemoteOption } from './types';

/**
 * The option of the selected id: the one last chosen, one among the loaded options, or, for a
 * preselected id, the one `fetchOne` answers (null while unknown).
 */
export function useSelectedOption(
  value: string | null,
  options: RemoteOption[],
  fetchOne: ((id: string) => Promise<RemoteOption | null>) | undefined,
) {
  const instance = useId();
  const [known, setKnown] = useState<RemoteOption | null>(null);
  const fromKnown = value !== null && known?.id === value ? known : null;
  const fromOptions = value !== null && !fromKnown ? (options.find((o) => o.id === value) ?? null) : null;
  const missing = value !== null && fromKnown === null && fromOptions === null;

  const fetched = useQuery({
    queryKey: ['remoteSelect', instance, 'option', value],
    queryFn: () => (fetchOne && value !== null ? fetchOne(value) : null),
    enabled: missing && fetchOne !== undefined,
    staleTime: Infinity,
  });
  const fromFetch = value !== null && fetched.data?.id === value ? fetched.data : null;

  return { selected: fromKnown ?? fromOptions ?? fromFetch, remember: setKnown };
}
