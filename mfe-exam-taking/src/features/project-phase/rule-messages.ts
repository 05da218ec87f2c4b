import { SUPPORTED_LOCALES, TEAM_MESSAGES, type LocaleMessages } from 'shared-contracts';

/**
 * The shared team and file messages (TEAM_MESSAGES: validation ids of the member and team schemas,
 * error codes of the API) live in this remote's catalog under this prefix, so that they stay within
 * the remote's `examTaking.` namespace: 'teams.error.limit' is 'examTaking.projectPhase.rules.teams.error.limit'.
 */
export const RULES_PREFIX = 'examTaking.projectPhase.rules.';

export const ruleMessageKey = (id: string) => `${RULES_PREFIX}${id}`;

/** TEAM_MESSAGES in every locale, keyed under RULES_PREFIX. */
export const ruleMessages: LocaleMessages = Object.fromEntries(
  SUPPORTED_LOCALES.map((locale) => [
    locale,
    Object.fromEntries(Object.entries(TEAM_MESSAGES[locale]).map(([id, text]) => [ruleMessageKey(id), text])),
  ]),
) as LocaleMessages;
