import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import {
  ACCEPTED_FORMATS_LABEL,
  isTeamMessageId,
  lookupMessage,
  TEAM_MESSAGE_IDS,
  TEAM_MESSAGES,
} from 'shared-contracts';
import type { Refusal } from '../api/call-failure';

type Values = Record<string, string | number>;

/**
 * Texts of the team and files screens: `t` is react-intl's formatMessage (`t(projectPhaseMessages.teamName)`);
 * `rule(id)` is a shared team or file message (a validation id of the shared schemas or an API code,
 * known only at run time, hence looked up in shared-contracts' catalog); `refusal(r)` is a server error
 * in the user's language (by its code when known, else the server's text), or undefined.
 */
export function useProjectText() {
  const intl = useIntl();
  const rule = useCallback(
    (id: string, values?: Values) =>
      lookupMessage(TEAM_MESSAGES, id, intl.locale, {
        formats: ACCEPTED_FORMATS_LABEL,
        rows: '',
        columns: '',
        ...values,
      }),
    [intl.locale],
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
  return { t: intl.formatMessage, rule, refusal };
}
