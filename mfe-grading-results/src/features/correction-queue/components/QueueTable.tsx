import { Badge, Button, Table } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'shared-contracts/ui';
import { isUnfinished, type MyCorrection } from '../api/my-corrections';
import { queueMessages as m, queueValueMessages as vm } from '../messages';

/** The caller's participations to mark: done of assigned, the status and Corrigir. */
export function QueueTable({ entries, listPath }: { entries: MyCorrection[]; listPath: string }) {
  const intl = useIntl();
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md">
      <Table.Root size="sm" aria-label={intl.formatMessage(m.title)}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{intl.formatMessage(m.participant)}</Table.ColumnHeader>
            <Table.ColumnHeader>{intl.formatMessage(m.progress)}</Table.ColumnHeader>
            <Table.ColumnHeader>{intl.formatMessage(m.status)}</Table.ColumnHeader>
            <Table.ColumnHeader>{intl.formatMessage(m.actions)}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {entries.map((entry) => {
            const name = entry.user_name ?? intl.formatMessage(m.unnamed);
            const unfinished = isUnfinished(entry);
            return (
              <Table.Row key={entry.participation_id} data-testid="queue-row">
                <Table.Cell>{name}</Table.Cell>
                <Table.Cell>
                  {intl.formatMessage(vm.count, { done: entry.done, assigned: entry.assigned })}
                </Table.Cell>
                <Table.Cell>
                  <Badge colorPalette={unfinished ? 'yellow' : 'green'}>
                    {intl.formatMessage(unfinished ? m.pending : m.done)}
                  </Badge>
                </Table.Cell>
                <Table.Cell>
                  <Button asChild size="xs" variant="outline">
                    <RouterLink
                      to={`${listPath}/${encodeURIComponent(entry.user_id)}/correcao`}
                      aria-label={intl.formatMessage(vm.correctOf, { name })}
                    >
                      {intl.formatMessage(m.correct)}
                    </RouterLink>
                  </Button>
                </Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
