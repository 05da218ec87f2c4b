import { Button, HStack, Table } from '@chakra-ui/react';
import { useProjectText } from '../../hooks/useProjectText';
import { rowActions, type TeamView } from '../../team-view';
import type { Membership } from '../../types';
import { memberRoleMessages, projectPhaseMessages } from '../../messages';

const WRAP_ON_PHONES = { '& th, & td': { whiteSpace: { base: 'normal', md: 'nowrap' } } } as const;

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
      {/* Chakra keeps each cell on one line: on a phone the row ran past the screen and hid its actions
          behind a sideways scroll. Below `md` the text wraps (an address anywhere) and the buttons stack. */}
      <Table.Root size="sm" data-testid="members-table" css={WRAP_ON_PHONES}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t(projectPhaseMessages.membersName)}</Table.ColumnHeader>
            <Table.ColumnHeader>{t(projectPhaseMessages.membersRole)}</Table.ColumnHeader>
            <Table.ColumnHeader>{t(projectPhaseMessages.membersEmail)}</Table.ColumnHeader>
            <Table.ColumnHeader>{t(projectPhaseMessages.membersActions)}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {members.map((member) => {
            const actions = rowActions(member, view, closed);
            return (
              <Table.Row key={member.id} data-testid={`member-${member.id}`}>
                <Table.Cell>{member.name}</Table.Cell>
                <Table.Cell>{t(memberRoleMessages[member.role])}</Table.Cell>
                <Table.Cell overflowWrap="anywhere">
                  {member.email || t(projectPhaseMessages.membersNoEmail)}
                </Table.Cell>
                <Table.Cell>
                  <HStack gap="2" wrap="wrap">
                    {actions.edit && (
                      <Button
                        size="xs"
                        variant="outline"
                        aria-label={t(projectPhaseMessages.membersEditOf, { name: member.name })}
                        onClick={() => onEdit(member)}
                      >
                        {t(projectPhaseMessages.membersEdit)}
                      </Button>
                    )}
                    {actions.remove && (
                      <Button
                        size="xs"
                        variant="outline"
                        colorPalette="red"
                        aria-label={t(projectPhaseMessages.membersRemoveOf, { name: member.name })}
                        onClick={() => onRemove(member)}
                      >
                        {t(projectPhaseMessages.membersRemove)}
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
