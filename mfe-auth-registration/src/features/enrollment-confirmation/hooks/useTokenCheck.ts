import { useEffect, useState } from 'react';
import { checkConfirmationToken, type TokenCheck } from '../api/confirmation';

/** The check of a confirmation token: 'checking' until the API answers; no token is invalid at once. */
export function useTokenCheck(token: string | null): TokenCheck | { status: 'checking' } {
  const [check, setCheck] = useState<{ token: string; result: TokenCheck } | null>(null);
  useEffect(() => {
    if (!token) return;
    let current = true;
    checkConfirmationToken(token).then((result) => {
      if (current) setCheck({ token, result });
    });
    return () => {
      current = false;
    };
  }, [token]);
  if (!token) return { status: 'invalid' };
  return check?.token === token ? check.result : { status: 'checking' };
}
