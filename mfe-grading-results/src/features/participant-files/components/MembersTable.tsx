import { Table } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import type { Member } from '../api/participant-files';
import { participantFilesMessages as m } from '../messages';

/** The team's members: name, role (Estudante, Professor, Líder) and e-mail, as the team screen shows them. */
export function MembersTable({ members }: { members: Member[] }) {
  const intl = useIntl();
  const label = intl.formatMessage(m.members);
  return (
    <Table.ScrollArea tabIndex={0} role="region" aria-label={label} borderWidth="1px" rounded="md">
      <Table.Root size="sm" aria-label={label} data-testid="members-table">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{intl.formatMessage(m.name)}</Table.ColumnHeader>
            <Table.ColumnHeader>{intl.formatMessage(m.role)}</Table.ColumnHeader>
            <Table.ColumnHeader>{intl.formatMessage(m.email)}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {members.map((member) => (
            <Table.Row key={member.id}>
              <Table.Cell overflowWrap="anywhere">{member.name ?? '—'}</Table.Cell>
              <Table.Cell>{intl.formatMessage(m[member.role] ?? m.member)}</Table.Cell>
              <Table.Cell overflowWrap="anywhere">{member.email ?? '—'}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
