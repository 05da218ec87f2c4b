import { useCallback, useEffect, useRef } from 'react';
import type { MemberFormOutput } from 'shared-contracts';
import { isAbortError, useMutation, useQuery, useQueryClient } from 'shared-contracts/client';
import { callRefusalOf, type CallRefusal } from '../api/call-failure';
import { createMembership, deleteMembership, fetchMemberships, updateMembership } from '../api/memberships';
import { createTeam, fetchOwnTeam } from '../api/teams';
import type { Membership, Team } from '../types';

/** The caller's team in the exam, with the flags of spec 3 §4 "Teams and files". */
export interface TeamState {
  team: Team | null;
  /** Loading the team (on entering). */
  loading: boolean;
  /** A change was sent and its answer is awaited. */
  submitted: boolean;
  /** Loading the team failed. */
  error: boolean;
}

/** What a change ended in: done, or the server's refusal. */
export type TeamChange = { ok: true } | { ok: false; refusal: CallRefusal };

const NO_TEAM: CallRefusal = { network: false, status: null, first: null, fields: {} };

/** The members as stored, or null when they cannot be read (the change itself was done). */
const membersOf = (teamId: string): Promise<Membership[] | null> =>
  fetchMemberships(teamId).catch((error: unknown) => {
    console.error('[project-phase] reloading the members failed', error);
    return null;
  });

/**
 * The student's own team (GET teams?filter[exam_id]&include=memberships, loaded on entering when
 * `enabled`), creating it and adding, editing and removing members; the members are reloaded
 * (GET memberships?filter[team_id]) after each change.
 */
export function useTeam(examId: string, enabled: boolean) {
  const queryClient = useQueryClient();
  const queryKey = ['projectPhase', 'team', examId];
  const query = useQuery({
    queryKey,
    queryFn: ({ signal }) => fetchOwnTeam(examId, { signal }),
    enabled,
  });
  useEffect(() => {
    if (query.error && !isAbortError(query.error))
      console.error('[project-phase] loading the team failed', query.error);
  }, [query.error]);
  const team = query.data ?? null;
  const teamRef = useRef<Team | null>(team);
  teamRef.current = team;
  const setTeam = (update: (current: Team | null | undefined) => Team | null | undefined) =>
    queryClient.setQueryData<Team | null>(queryKey, update);

  /** A change of the members, then the members as stored. */
  const changeMutation = useMutation({
    mutationFn: async ({ on, send }: { on: Team; send: (team: Team) => Promise<void> }) => {
      await send(on);
      return membersOf(on.id);
    },
    onSuccess: (memberships, { on }) => {
      if (memberships) setTeam((t) => (t && t.id === on.id ? { ...t, memberships } : t));
    },
  });
  const createMutation = useMutation({
    mutationFn: async (name: string) => {
      const created = await createTeam(examId, name);
      // The creator is the leader: read the members as stored.
      return { ...created, memberships: (await membersOf(created.id)) ?? created.memberships };
    },
    onSuccess: (created) => setTeam(() => created),
  });

  const { mutateAsync: changeAsync } = changeMutation;
  /** Sends a change with `submitted` set; then reloads the members of the team. */
  const change = useCallback(
    async (send: (team: Team) => Promise<void>): Promise<TeamChange> => {
      const on = teamRef.current;
      if (!on) return { ok: false, refusal: NO_TEAM };
      try {
        await changeAsync({ on, send });
        return { ok: true };
      } catch (error) {
        return { ok: false, refusal: await callRefusalOf(error) };
      }
    },
    [changeAsync],
  );

  const { mutateAsync: createAsync } = createMutation;
  const create = useCallback(
    async (name: string): Promise<TeamChange> => {
      try {
        await createAsync(name);
        return { ok: true };
      } catch (error) {
        return { ok: false, refusal: await callRefusalOf(error) };
      }
    },
    [createAsync],
  );

  const addMember = useCallback(
    (values: MemberFormOutput) => change((t) => createMembership(t.id, values)),
    [change],
  );
  const updateMember = useCallback(
    (id: string, values: MemberFormOutput) => change((t) => updateMembership(t.id, id, values)),
    [change],
  );
  const removeMember = useCallback((id: string) => change(() => deleteMembership(id)), [change]);
  const { refetch } = query;
  const reload = useCallback(() => void refetch(), [refetch]);

  const state: TeamState = {
    team,
    loading: enabled && query.isFetching && !query.isSuccess,
    submitted: changeMutation.isPending || createMutation.isPending,
    error: query.isError && !query.isFetching,
  };
  return { ...state, reload, create, addMember, updateMember, removeMember };
}
