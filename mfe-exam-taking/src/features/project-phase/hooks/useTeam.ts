import { useCallback, useEffect, useRef, useState } from 'react';
import type { MemberFormOutput } from 'shared-contracts';
import { callRefusalOf, type CallRefusal } from '../api/call-failure';
import { createMembership, deleteMembership, fetchMemberships, updateMembership } from '../api/memberships';
import { createTeam, fetchOwnTeam } from '../api/teams';
import type { Team } from '../types';

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

/**
 * The student's own team (GET teams?filter[exam_id]&include=memberships, loaded on entering when
 * `enabled`), creating it and adding, editing and removing members; the members are reloaded
 * (GET memberships?filter[team_id]) after each change.
 */
export function useTeam(examId: string, enabled: boolean) {
  const [state, setState] = useState<TeamState>({
    team: null,
    loading: enabled,
    submitted: false,
    error: false,
  });
  const teamRef = useRef<Team | null>(null);
  teamRef.current = state.team;

  const load = useCallback(
    (signal?: AbortSignal) => {
      setState((s) => ({ ...s, loading: true, error: false }));
      fetchOwnTeam(examId, { signal }).then(
        (team) => {
          if (!signal?.aborted) setState((s) => ({ ...s, team, loading: false }));
        },
        (error: unknown) => {
          if (signal?.aborted) return;
          console.error('[project-phase] loading the team failed', error);
          setState((s) => ({ ...s, loading: false, error: true }));
        },
      );
    },
    [examId],
  );

  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    load(controller.signal);
    return () => controller.abort();
  }, [enabled, load]);

  /** Sends a change with `submitted` set; then reloads the members of the team. */
  const change = useCallback(async (send: (team: Team) => Promise<void>): Promise<TeamChange> => {
    const team = teamRef.current;
    if (!team) return { ok: false, refusal: { network: false, status: null, first: null, fields: {} } };
    setState((s) => ({ ...s, submitted: true }));
    try {
      await send(team);
    } catch (error) {
      setState((s) => ({ ...s, submitted: false }));
      return { ok: false, refusal: await callRefusalOf(error) };
    }
    try {
      const memberships = await fetchMemberships(team.id);
      setState((s) => ({ ...s, submitted: false, team: s.team ? { ...s.team, memberships } : s.team }));
    } catch (error) {
      console.error('[project-phase] reloading the members failed', error);
      setState((s) => ({ ...s, submitted: false }));
    }
    return { ok: true };
  }, []);

  const create = useCallback(
    async (name: string): Promise<TeamChange> => {
      setState((s) => ({ ...s, submitted: true }));
      try {
        const created = await createTeam(examId, name);
        // The creator is the leader: read the members as stored.
        const memberships = await fetchMemberships(created.id).catch((error: unknown) => {
          console.error('[project-phase] loading the members failed', error);
          return created.memberships;
        });
        setState((s) => ({ ...s, team: { ...created, memberships }, submitted: false, error: false }));
        return { ok: true };
      } catch (error) {
        setState((s) => ({ ...s, submitted: false }));
        return { ok: false, refusal: await callRefusalOf(error) };
      }
    },
    [examId],
  );

  const addMember = useCallback(
    (values: MemberFormOutput) => change((team) => createMembership(team.id, values)),
    [change],
  );
  const updateMember = useCallback(
    (id: string, values: MemberFormOutput) => change((team) => updateMembership(team.id, id, values)),
    [change],
  );
  const removeMember = useCallback((id: string) => change(() => deleteMembership(id)), [change]);
  const reload = useCallback(() => load(), [load]);

  return { ...state, reload, create, addMember, updateMember, removeMember };
}
