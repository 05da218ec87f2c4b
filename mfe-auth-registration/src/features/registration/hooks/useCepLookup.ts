import { useCallback, useRef, useState } from 'react';
import { LIMITS, onlyDigits } from 'shared-contracts';
import { useQueryClient } from 'shared-contracts/client';
import { lookupPostalCode } from '../../../api/lookups';
import type { RegistrationForm } from './useRegistrationForm';

/**
 * The CEP lookup (spec 1 §7): 8 digits fill street and neighborhood, and the state and city while none
 * is chosen yet (every field stays editable). A state or city the user already chose (and the school
 * picked in it) is never changed behind their back. Not found or a failed lookup leave a warning (a
 * registration message id).
 */
export function useCepLookup(form: Pick<RegistrationForm, 'setAddress' | 'choose' | 'values'>) {
  const chosen = useRef(form.values);
  chosen.current = form.values;
  const [loading, setLoading] = useState(false);
  const [warning, setWarning] = useState<string | null>(null);
  const last = useRef(0);
  const { setAddress, choose } = form;
  const queryClient = useQueryClient();

  const lookup = useCallback(
    async (zipcode: string) => {
      const digits = onlyDigits(zipcode);
      const call = ++last.current;
      setWarning(null);
      if (digits.length !== LIMITS.cepDigits) {
        setLoading(false);
        return;
      }
      setLoading(true);
      // Through the query cache: a postal code asked again (a retyped digit) answers at once.
      const result = await queryClient.fetchQuery({
        queryKey: ['postal-code', digits],
        queryFn: () => lookupPostalCode(digits),
        staleTime: 10 * 60_000,
      });
      if (call !== last.current) return;
      setLoading(false);
      if (!result.ok) {
        // Only addresses are kept: the next try of an unknown or unreachable code asks again.
        queryClient.removeQueries({ queryKey: ['postal-code', digits] });
        setWarning(result.messageId);
        return;
      }
      const { street, neighborhood, state_id, city_id, city } = result.address;
      setAddress({
        ...(street ? { street } : {}),
        ...(neighborhood ? { neighborhood } : {}),
      });
      const now = chosen.current;
      if (state_id === null || state_id === undefined) return;
      if (now.state_id === null) choose('state', { id: String(state_id) });
      const sameState = now.state_id === null || now.state_id === String(state_id);
      if (sameState && now.city_id === null && city_id !== null && city_id !== undefined)
        choose('city', { id: String(city_id), label: city });
    },
    [choose, setAddress, queryClient],
  );

  return { lookup, loading, warning };
}
