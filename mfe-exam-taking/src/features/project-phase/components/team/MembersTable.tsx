import { Button, HStack, Table } from '@chakra-ui/react';
import { useProjectText } from '../../hooks/useProjectText';
import { rowActions, type TeamView } from '../../team-view';
import type { Membership } from '../../types';

/** The members: name, role (Estudante / Professor / Líder), e-mail and the actions allowed. */
export function MembersTable({
  members,
  view,
  closed,
  onEdit,
  onRemove,
}: {
  members: Membership[];
  view: TeamView;
  closed: boolean;
  onEdit: (member: Membership) => void;
  onRemove: (member: Membership) => void;
}) {
  const { t } = useProjectText();
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="md">
      <Table.Root size="sm" data-testid="members-table">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('members.name')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('members.role')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('members.email')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('members.actions')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {members.map((member) => {
            const actions = rowActions(member, view, closed);
            return (
              <Table.Row key={member.id} data-testid={`member-${member.id}`}>
                <Table.Cell>{member.name}</Table.Cell>
                <Table.Cell>{t(`role.${member.role}`)}</Table.Cell>
                <Table.Cell>{member.email || t('members.noEmail')}</Table.Cell>
                <Table.Cell>
                  <HStack gap="2">
                    {actions.edit && (
                      <Button
                        size="xs"
                        variant="outline"
                        aria-label={t('members.editOf', { name: member.name })}
                        onClick={() => onEdit(member)}
                      >
                        {t('members.edit')}
                      </Button>
                    )}
                    {actions.remove && (
                      <Button
                        size="xs"
                        variant="outline"
                        colorPalette="red"
                        aria-label={t('members.removeOf', { name: member.name })}
                        onClick={() => onRemove(member)}
                      >
                        {t('members.remove')}
                      </Button>
                    )}
                  </HStack>
                </Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
