import { useEffect, useState } from 'react';
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
  const [known, setKnown] = useState<RemoteOption | null>(null);
  const fromKnown = value !== null && known?.id === value ? known : null;
  const fromOptions = value !== null && !fromKnown ? (options.find((o) => o.id === value) ?? null) : null;
  const selected = fromKnown ?? fromOptions;
  const missing = value !== null && selected === null;

  useEffect(() => {
    if (!missing || !fetchOne || value === null) return;
    let current = true;
    fetchOne(value).then(
      (option) => {
        if (current && option) setKnown(option);
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [missing, fetchOne, value]);

  return { selected, remember: setKnown };
}
