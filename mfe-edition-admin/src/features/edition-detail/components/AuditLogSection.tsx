import { List, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { formatDateTime } from 'shared-contracts';
import { PagedTable, Section, usePagedQuery, type PagedColumn } from 'shared-contracts/ui';
import { editionQueryKeys } from '../../../shared/api/editions';
import { fetchAuditLog, type AuditEntry } from '../api/audit-log';
import { auditFieldLabel, auditValueText, type AuditContext } from '../audit-values';
import { auditActionMessages, auditMessages as m, detailMessages } from '../messages';

const hasKey = <T extends object>(map: T, key: string): key is Extract<keyof T, string> =>
  Object.prototype.hasOwnProperty.call(map, key);

/** Each changed field by its form label, its values as the screens show them: "Situação: Pendente → Aprovado". */
function Changes({ changes, ctx }: { changes: AuditEntry['changes']; ctx: AuditContext }) {
  // A code the entry also records by name (address_state_id and address_state) is shown by its name only.
  const fields = Object.entries(changes ?? {}).filter(
    ([field]) => !(field.endsWith('_id') && Object.hasOwn(changes ?? {}, field.slice(0, -3))),
  );
  if (fields.length === 0) return <Text color="fg.muted">—</Text>;
  return (
    <List.Root variant="plain" gap="1">
      {fields.map(([field, pair]) => {
        const [before, after] = Array.isArray(pair) ? pair : [undefined, pair];
        return (
          <List.Item key={field}>
            <Text>
              <Text as="span" fontWeight="medium">
                {auditFieldLabel(field, ctx.intl)}
              </Text>
              {`: ${auditValueText(field, before, ctx)} → ${auditValueText(field, after, ctx)}`}
            </Text>
          </List.Item>
        );
      })}
    </List.Root>
  );
}

/** "Histórico de alterações": every admin or coordinator write on the edition, newest first, paged. */
export function AuditLogSection({
  editionId,
  zone,
  countries = [],
}: {
  editionId: string;
  zone: string | null;
  /** The edition's countries, to name the ids a change of "Países" records. */
  countries?: readonly { id: string; name: string }[];
}) {
  const intl = useIntl();
  const ctx = useMemo<AuditContext>(
    () => ({ intl, zone, countries: new Map(countries.map((c) => [String(c.id), c.name])) }),
    [intl, zone, countries],
  );
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
        cell: (e) => <Changes changes={e.changes} ctx={ctx} />,
      },
    ],
    [intl, zone, at, ctx],
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
