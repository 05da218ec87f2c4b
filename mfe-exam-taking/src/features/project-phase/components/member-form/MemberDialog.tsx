import { Button, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { memberIsMinor, type MemberFormOutput } from 'shared-contracts';
import type { PickOption } from '../../api/places';
import { draftOf, newDraft, useMemberForm } from '../../hooks/useMemberForm';
import { useProjectText } from '../../hooks/useProjectText';
import type { TeamChange } from '../../hooks/useTeam';
import type { Membership, TeamRole } from '../../types';
import { GuardianFields } from './GuardianFields';
import { PersonSearch } from './PersonSearch';
import { RoleField } from './RoleField';
import { UnlistedFields } from './UnlistedFields';
import { projectPhaseMessages } from '../../messages';

/** What the member dialog is for: a new member (with the roles offered) or editing one. */
export type MemberDialogTarget =
  | { kind: 'add'; roles: readonly TeamRole[] }
  | { kind: 'edit'; membership: Membership; roles: readonly TeamRole[] };

interface Props {
  target: MemberDialogTarget | null;
  examId: string;
  grades: PickOption[];
  busy: boolean;
  onSubmit: (values: MemberFormOutput) => Promise<TeamChange>;
  onClose: () => void;
}

/** The add / edit member dialog (spec 3 §2.9, §5 "Member form"). */
export function MemberDialog({ target, busy, onClose, ...rest }: Props) {
  const { t } = useProjectText();
  return (
    <Dialog.Root
      open={target !== null}
      onOpenChange={(details) => {
        if (!details.open && !busy) onClose();
      }}
      closeOnInteractOutside={!busy}
      size="lg"
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="member-dialog">
            <Dialog.Header>
              <Dialog.Title>
                {t(
                  target?.kind === 'edit'
                    ? projectPhaseMessages.memberEditTitle
                    : projectPhaseMessages.memberAddTitle,
                )}
              </Dialog.Title>
            </Dialog.Header>
            {target && (
              <MemberFormBody
                key={target.kind === 'edit' ? target.membership.id : 'new'}
                target={target}
                busy={busy}
                onClose={onClose}
                {...rest}
              />
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function MemberFormBody({
  target,
  examId,
  grades,
  busy,
  onSubmit,
  onClose,
}: Omit<Props, 'target'> & { target: MemberDialogTarget }) {
  const { t, refusal } = useProjectText();
  const editing = target.kind === 'edit' ? target.membership : null;
  const form = useMemberForm(editing ? draftOf(editing) : newDraft(target.roles));
  const [chosenName, setChosenName] = useState<string | null>(
    editing && !editing.external ? editing.name : null,
  );
  const { values } = form;

  const save = async () => {
    const parsed = form.submit();
    if (!parsed) return;
    const outcome = await onSubmit(parsed);
    if (outcome.ok) return onClose();
    const fields = Object.fromEntries(
      Object.entries(outcome.refusal.fields).map(([field, r]) => [field, refusal(r) ?? '']),
    );
    form.setServerErrors(fields);
  };

  return (
    <>
      <Dialog.Body>
        <Stack gap="4">
          <RoleField form={form} roles={target.roles} />
          {editing && !editing.external ? (
            <Text data-testid="listed-person">
              {t(projectPhaseMessages.memberListedPerson, { name: editing.name })}
            </Text>
          ) : values.listed ? (
            <PersonSearch
              form={form}
              examId={examId}
              chosenName={chosenName}
              onChoose={(person) => {
                setChosenName(person.name);
                form.patch({ user_id: person.id, minor: person.minor });
              }}
              onNotListed={() => {
                setChosenName(null);
                form.patch({ listed: false, user_id: null, minor: false, birthdate: '' });
              }}
            />
          ) : (
            <Stack gap="3">
              {!editing && (
                <Button
                  size="sm"
                  variant="plain"
                  alignSelf="start"
                  paddingX="0"
                  onClick={() => form.patch({ listed: true, birthdate: '' })}
                >
                  {t(projectPhaseMessages.memberSearchBack)}
                </Button>
              )}
              <UnlistedFields form={form} grades={grades} />
            </Stack>
          )}
          {memberIsMinor(values) && <GuardianFields form={form} />}
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onClose} disabled={busy}>
          {t(projectPhaseMessages.cancel)}
        </Button>
        <Button colorPalette="brand" onClick={() => void save()} loading={busy}>
          {t(projectPhaseMessages.memberSave)}
        </Button>
      </Dialog.Footer>
    </>
  );
}
