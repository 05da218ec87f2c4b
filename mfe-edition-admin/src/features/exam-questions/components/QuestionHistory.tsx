import { Heading, List, Spinner, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { formatDateTime } from 'shared-contracts';
import type { QuestionAuditEntry } from '../api/questions';
import { useQuestionAudit } from '../hooks/useQuestionAudit';
import { historyActionMessages, historyMessages as m } from '../messages';

const hasKey = <T extends object>(map: T, key: string): key is Extract<keyof T, string> =>
  Object.prototype.hasOwnProperty.call(map, key);

/** The action's last word (`questions.update` → `update`). */
const actionOf = (entry: QuestionAuditEntry) => entry.action.split('.').at(-1) ?? entry.action;

/** "Histórico da questão": who changed what, and when (GET questions/{id}/audit_log). */
export function QuestionHistory({ questionId }: { questionId: string }) {
  const intl = useIntl();
  const query = useQuestionAudit(questionId);
  const at = intl.formatMessage(m.at);
  return (
    <Stack as="section" aria-labelledby="question-history-title" gap="2" data-testid="question-history">
      <Heading as="h3" size="sm" id="question-history-title">
        {intl.formatMessage(m.title)}
      </Heading>
      {query.isPending && <Spinner size="sm" aria-label={intl.formatMessage(m.title)} />}
      {query.isError && <Text color="fg.error">{intl.formatMessage(m.error)}</Text>}
      {query.data && query.data.items.length === 0 && (
        <Text color="fg.muted">{intl.formatMessage(m.empty)}</Text>
      )}
      {query.data && query.data.items.length > 0 && (
        <List.Root gap="2" variant="plain">
          {query.data.items.map((entry) => {
            const action = actionOf(entry);
            const fields = Object.keys(entry.changes ?? {});
            return (
              <List.Item key={entry.id} data-testid="question-history-entry" display="block">
                <Text>
                  {intl.formatMessage(m.entry, {
                    when: formatDateTime(entry.created_at, null, at),
                    who: entry.actor_name || entry.actor_email || intl.formatMessage(m.someone),
                    what: hasKey(historyActionMessages, action)
                      ? intl.formatMessage(historyActionMessages[action])
                      : intl.formatMessage(m.other),
                  })}
                </Text>
                {fields.length > 0 && (
                  <Text textStyle="sm" color="fg.muted">
                    {intl.formatMessage(m.fields, { fields: fields.join(', ') })}
                  </Text>
                )}
              </List.Item>
            );
          })}
        </List.Root>
      )}
    </Stack>
  );
}
