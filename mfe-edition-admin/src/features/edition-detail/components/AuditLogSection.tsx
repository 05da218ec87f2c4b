import { List, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { formatDateTime } from 'shared-contracts';
import { PagedTable, Section, usePagedQuery, type PagedColumn } from 'shared-contracts/ui';
import { editionQueryKeys } from '../../../shared/api/editions';
import { fetchAuditLog, type AuditEntry } from '../api/audit-log';
import { auditActionMessages, auditFieldMessages, auditMessages as m, detailMessages } from '../messages';

const hasKey = <T extends object>(map: T, key: string): key is Extract<keyof T, string> =>
  Object.prototype.hasOwnProperty.call(map, key);

function valueText(value: unknown, intl: IntlShape): string {
  if (value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0))
    return intl.formatMessage(m.none);
  if (Array.isArray(value)) return value.map((v) => valueText(v, intl)).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

function Changes({ changes, intl }: { changes: AuditEntry['changes']; intl: IntlShape }) {
  const fields = Object.entries(changes ?? {});
  if (fields.length === 0) return <Text color="fg.muted">—</Text>;
  return (
    <List.Root variant="plain" gap="1">
      {fields.map(([field, pair]) => {
        const [before, after] = Array.isArray(pair) ? pair : [undefined, pair];
        const label = hasKey(auditFieldMessages, field)
          ? intl.formatMessage(auditFieldMessages[field])
          : field;
        return (
          <List.Item key={field}>
            <Text>
              <Text as="span" fontWeight="medium">
                {label}
              </Text>
              {`: ${valueText(before, intl)} → ${valueText(after, intl)}`}
            </Text>
          </List.Item>
        );
      })}
    </List.Root>
  );
}

/** "Histórico de alterações": every admin or coordinator write on the edition, newest first, paged. */
export function AuditLogSection({ editionId, zone }: { editionId: string; zone: string | null }) {
  const intl = useIntl();
  const query = usePagedQuery(
    ({ page, size, signal }) => fetchAuditLog(editionId, { page, size }, { signal }),
    [editionId],
    { queryKey: [...editionQueryKeys.detail, editionId, 'audit'] },
  );
  const at = intl.formatMessage(detailMessages.at);
  const columns = useMemo<PagedColumn<AuditEntry>[]>(
    () => [
      {
        key: 'when',
        header: intl.formatMessage(m.when),
        cell: (e) => formatDateTime(e.created_at, zone, at),
      },
      {
        key: 'who',
        header: intl.formatMessage(m.who),
        cell: (e) => e.actor_name || e.actor_email || '—',
      },
      {
        key: 'action',
        header: intl.formatMessage(m.action),
        cell: (e) =>
          hasKey(auditActionMessages, e.action)
            ? intl.formatMessage(auditActionMessages[e.action])
            : intl.formatMessage(m.otherAction),
      },
      {
        key: 'changes',
        header: intl.formatMessage(m.changes),
        hideBelow720: true,
        cell: (e) => <Changes changes={e.changes} intl={intl} />,
      },
    ],
    [intl, zone, at],
  );
  const title = intl.formatMessage(m.title);
  return (
    <Section title={title} testId="edition-audit-log">
      <PagedTable
        columns={columns}
        query={query}
        rowKey={(e) => e.id}
        rowTestId="audit-entry"
        ariaLabel={title}
        emptyMessage={intl.formatMessage(m.empty)}
        errorMessage={intl.formatMessage(m.error)}
      />
    </Section>
  );
}
