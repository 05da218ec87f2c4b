import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { ACCEPTED_FORMATS_LABEL, TEAM_MESSAGE_IDS, isTeamMessageId } from 'shared-contracts';
import type { Refusal } from '../api/call-failure';
import { ruleMessageKey } from '../rule-messages';

type Values = Record<string, string | number>;

/**
 * Texts of the team and files screens: `t('team.name')` is 'examTaking.projectPhase.team.name';
 * `rule(id)` is a shared team or file message (validation id or API code); `refusal(r)` is a server
 * error in the user's language (by its code when known, else the server's text), or undefined.
 */
export function useProjectText() {
  const intl = useIntl();
  const t = useCallback(
    (key: string, values?: Values) => intl.formatMessage({ id: `examTaking.projectPhase.${key}` }, values),
    [intl],
  );
  const rule = useCallback(
    (id: string, values?: Values) =>
      intl.formatMessage(
        { id: ruleMessageKey(id) },
        { formats: ACCEPTED_FORMATS_LABEL, rows: '', columns: '', ...values },
      ),
    [intl],
  );
  const refusal = useCallback(
    (r: Refusal | null | undefined): string | undefined => {
      if (!r) return undefined;
      // The CSV shape message carries numbers only the server's text has.
      if (r.code && isTeamMessageId(r.code) && r.code !== TEAM_MESSAGE_IDS.filesCsvShape) return rule(r.code);
      return r.detail || undefined;
    },
    [rule],
  );
  return { t, rule, refusal };
}
