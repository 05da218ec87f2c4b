import { Alert, Button, Heading, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { MemberFormOutput } from 'shared-contracts';
import type { useTeam } from '../../hooks/useTeam';
import { useGrades } from '../../hooks/useGrades';
import { useProjectText } from '../../hooks/useProjectText';
import { notifyFailure, notifySuccess } from '../../notify';
import { editRoles, teamView } from '../../team-view';
import type { Membership } from '../../types';
import { ConfirmRemoveDialog } from '../ConfirmRemoveDialog';
import { MemberDialog, type MemberDialogTarget } from '../member-form/MemberDialog';
import { AddMemberButton } from './AddMemberButton';
import { CreateTeamForm } from './CreateTeamForm';
import { MembersTable } from './MembersTable';
import { projectPhaseMessages } from '../../messages';

/**
 * The group section's team (spec 3 §2.9, §4): 'Por favor criar um time!' with the create form, or the
 * team with its banners, members table, add / edit member dialog and removal confirmation.
 */
export function TeamPanel({
  team: state,
  examId,
  userId,
  memberLimit,
  projectSlug,
  closed,
}: {
  team: ReturnType<typeof useTeam>;
  examId: string;
  userId: string | null;
  memberLimit: number;
  projectSlug: string | null;
  closed: boolean;
}) {
  const { t, rule, refusal } = useProjectText();
  const [target, setTarget] = useState<MemberDialogTarget | null>(null);
  const [removing, setRemoving] = useState<Membership | null>(null);
  const grades = useGrades(projectSlug, target !== null);

  if (state.loading)
    return (
      <HStack gap="2" role="status">
        <Spinner size="sm" />
        <Text>{t(projectPhaseMessages.teamLoading)}</Text>
      </HStack>
    );
  if (state.error)
    return (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Title>{t(projectPhaseMessages.teamLoadError)}</Alert.Title>
        <Button size="xs" variant="outline" onClick={state.reload} ms="auto">
          {t(projectPhaseMessages.retry)}
        </Button>
      </Alert.Root>
    );

  if (!state.team)
    return (
      <CreateTeamForm
        disabled={closed}
        busy={state.submitted}
        onCreate={async (name) => {
          const outcome = await state.create(name);
          if (outcome.ok) notifySuccess(t(projectPhaseMessages.toastTeamCreated));
          else notifyFailure(t(projectPhaseMessages.toastTeamCreateFailed), refusal(outcome.refusal.first));
          return outcome.ok;
        }}
      />
    );

  const team = state.team;
  const view = teamView(team, userId, memberLimit);

  const submitMember = async (values: MemberFormOutput) => {
    const editing = target?.kind === 'edit' ? target.membership : null;
    const outcome = editing ? await state.updateMember(editing.id, values) : await state.addMember(values);
    if (outcome.ok)
      notifySuccess(
        t(editing ? projectPhaseMessages.toastMemberUpdated : projectPhaseMessages.toastMemberAdded),
      );
    else {
      const reason = refusal(outcome.refusal.first);
      if (editing) notifyFailure(t(projectPhaseMessages.toastMemberUpdateFailed), reason);
      else notifyFailure(reason ?? t(projectPhaseMessages.toastMemberAddFailed));
    }
    return outcome;
  };

  const remove = async () => {
    if (!removing) return;
    const outcome = await state.removeMember(removing.id);
    if (outcome.ok) notifySuccess(t(projectPhaseMessages.toastMemberRemoved));
    else notifyFailure(t(projectPhaseMessages.toastMemberRemoveFailed), refusal(outcome.refusal.first));
    setRemoving(null);
  };

  return (
    <Stack gap="4" data-testid="team">
      <Heading as="h3" size="sm">
        {t(projectPhaseMessages.teamTitle, { name: team.name })}
      </Heading>
      {!view.hasTeacher && (
        <Alert.Root status="warning" data-testid="teacher-required">
          <Alert.Indicator />
          <Alert.Title>{rule('teams.error.teacherRequired')}</Alert.Title>
        </Alert.Root>
      )}
      {view.full && (
        <Alert.Root status="info" data-testid="limit-reached">
          <Alert.Indicator />
          <Alert.Title>{rule('teams.error.limit')}</Alert.Title>
        </Alert.Root>
      )}
      <MembersTable
        members={team.memberships}
        view={view}
        closed={closed}
        onEdit={(membership) => setTarget({ kind: 'edit', membership, roles: editRoles(membership) })}
        onRemove={setRemoving}
      />
      <Text textStyle="sm" color="fg.muted">
        {t(projectPhaseMessages.membersCount, { count: view.count, limit: view.limit })}
      </Text>
      {view.isLeader ? (
        <AddMemberButton
          view={view}
          closed={closed}
          onAdd={() => setTarget({ kind: 'add', roles: view.roles })}
        />
      ) : (
        !closed && (
          <Text textStyle="sm" color="fg.muted">
            {rule('teams.error.notLeader')}
          </Text>
        )
      )}
      <MemberDialog
        target={target}
        examId={examId}
        grades={grades}
        busy={state.submitted}
        onSubmit={submitMember}
        onClose={() => setTarget(null)}
      />
      <ConfirmRemoveDialog
        open={removing !== null}
        title={t(projectPhaseMessages.membersConfirmTitle)}
        text={t(projectPhaseMessages.membersConfirmText, { name: removing?.name ?? '' })}
        busy={state.submitted}
        onConfirm={() => void remove()}
        onCancel={() => setRemoving(null)}
      />
    </Stack>
  );
}
