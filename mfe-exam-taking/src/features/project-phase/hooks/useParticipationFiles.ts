import { useCallback, useEffect, useState } from 'react';
import { callRefusalOf, type CallRefusal } from '../api/call-failure';
import {
  deleteParticipationFile,
  fetchParticipationFiles,
  sendParticipationFiles,
  type Submission,
} from '../api/participation-files';
import type { ParticipationFile } from '../types';

export type FilesChange = { ok: true } | { ok: false; refusal: CallRefusal };

/**
 * The submissions of the user (and their team) in the exam (GET participation_files, every page of
 * 15), sending new ones and deleting them; the list is reloaded after each change.
 */
export function useParticipationFiles(examId: string, userId: string | null) {
  const [files, setFiles] = useState<ParticipationFile[]>([]);
  const [loading, setLoading] = useState(userId !== null);
  const [error, setError] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (userId === null) return;
    const controller = new AbortController();
    setLoading(true);
    setError(false);
    fetchParticipationFiles(examId, userId, { signal: controller.signal }).then(
      (list) => {
        if (controller.signal.aborted) return;
        setFiles(list);
        setLoading(false);
      },
      (failure: unknown) => {
        if (controller.signal.aborted) return;
        console.error('[project-phase] loading the files failed', failure);
        setError(true);
        setLoading(false);
      },
    );
    return () => controller.abort();
  }, [examId, userId, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);

  const run = useCallback(
    async (action: () => Promise<void>): Promise<FilesChange> => {
      try {
        await action();
      } catch (failure) {
        return { ok: false, refusal: await callRefusalOf(failure) };
      }
      reload();
      return { ok: true };
    },
    [reload],
  );

  const send = useCallback((submission: Submission) => run(() => sendParticipationFiles(submission)), [run]);
  const remove = useCallback((id: string) => run(() => deleteParticipationFile(id)), [run]);

  return { files, loading, error, reload, send, remove };
}
