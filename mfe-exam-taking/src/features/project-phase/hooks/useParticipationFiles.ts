import { useCallback, useEffect } from 'react';
import { isAbortError, useMutation, useQuery, useQueryClient } from 'shared-contracts/client';
import { callRefusalOf, type CallRefusal } from '../api/call-failure';
import {
  deleteParticipationFile,
  fetchParticipationFiles,
  sendParticipationFiles,
  type Submission,
} from '../api/participation-files';

export type FilesChange = { ok: true } | { ok: false; refusal: CallRefusal };

const NONE: never[] = [];

/**
 * The submissions of the user (and their team) in the exam (GET participation_files, every page of
 * 15), sending new ones and deleting them; the list is reloaded after each change.
 */
export function useParticipationFiles(examId: string, userId: string | null) {
  const queryClient = useQueryClient();
  const queryKey = ['projectPhase', 'files', examId, userId];
  const query = useQuery({
    queryKey,
    queryFn: ({ signal }) => fetchParticipationFiles(examId, userId as string, { signal }),
    enabled: userId !== null,
  });
  useEffect(() => {
    if (query.error && !isAbortError(query.error))
      console.error('[project-phase] loading the files failed', query.error);
  }, [query.error]);
  const { refetch } = query;
  const reload = useCallback(() => void refetch(), [refetch]);

  const invalidate = () =>
    void queryClient.invalidateQueries({ queryKey: ['projectPhase', 'files', examId] });
  const sendMutation = useMutation({ mutationFn: sendParticipationFiles, onSuccess: invalidate });
  const removeMutation = useMutation({ mutationFn: deleteParticipationFile, onSuccess: invalidate });

  const run = useCallback(async (action: () => Promise<unknown>): Promise<FilesChange> => {
    try {
      await action();
    } catch (failure) {
      return { ok: false, refusal: await callRefusalOf(failure) };
    }
    return { ok: true };
  }, []);

  const { mutateAsync: sendAsync } = sendMutation;
  const { mutateAsync: removeAsync } = removeMutation;
  const send = useCallback((submission: Submission) => run(() => sendAsync(submission)), [run, sendAsync]);
  const remove = useCallback((id: string) => run(() => removeAsync(id)), [run, removeAsync]);

  return {
    files: query.data ?? NONE,
    // As before: the list says "loading" while it is (re)read, also after a change.
    loading: userId !== null && query.isFetching,
    error: query.isError && !query.isFetching,
    reload,
    send,
    remove,
  };
}
