import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { ScoresPreview } from 'shared-contracts';
import { HTTPError, errorsOf, useMutation, useQueryClient } from 'shared-contracts/client';
import { toaster } from 'shared-contracts/ui';
import { examKeys } from '../../exams';
import { importScores } from '../api/exam-form';
import { scoresMessages as m } from '../messages';

/** The reload of the exam after an import (spec 2 §4, §9: 1.5 s). */
export const RELOAD_AFTER_IMPORT_MS = 1500;

export const isCsv = (file: File) => file.name.toLowerCase().endsWith('.csv');

/**
 * The score import of a presential exam (spec 2 §5): a .csv is checked first by a dry run (its rows and
 * errors shown, nothing stored); "Importar" sends it for real. Then "Notas importadas." and the exam
 * reloads 1.5 s later (through the query cache, not the whole page); a failure says "Nao foi possivel
 * importar as notas." and shows the errors the server listed.
 */
export function useImportScores(examId: string) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [wrongType, setWrongType] = useState(false);
  const [preview, setPreview] = useState<ScoresPreview | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);

  const check = useMutation({
    mutationFn: (chosen: File) => importScores(examId, chosen, { preview: true }),
    onSuccess: ({ scores }) => setPreview(scores ?? { rows: [], errors: [] }),
    onError: (error) => console.error('[exam form] scores preview failed', error),
  });

  const run = useMutation({
    mutationFn: (chosen: File) => importScores(examId, chosen, { preview: false }),
    onSuccess: () => {
      toaster.create({ type: 'success', title: intl.formatMessage(m.imported) });
      setFile(null);
      setPreview(null);
      timer.current = setTimeout(
        () => void queryClient.invalidateQueries({ queryKey: examKeys.detail(examId) }),
        RELOAD_AFTER_IMPORT_MS,
      );
    },
    onError: async (error) => {
      console.error('[exam form] scores import failed', error);
      toaster.create({ type: 'error', title: intl.formatMessage(m.importFailed) });
      const refused = error instanceof HTTPError && error.response.status === 422;
      const listed = refused ? await errorsOf(error) : [];
      const lines = listed
        // The line, when the server gives it (meta.line); the message is the error's detail.
        .map((e) => ({
          line: Number((e as { meta?: { line?: number } }).meta?.line ?? 0),
          message: e.detail ?? '',
        }))
        .filter((e) => e.message);
      if (lines.length) setPreview((was) => ({ rows: was?.rows ?? [], errors: lines }));
    },
  });

  const choose = (chosen: File | null) => {
    check.reset();
    run.reset();
    setPreview(null);
    setFile(chosen);
    setWrongType(Boolean(chosen && !isCsv(chosen)));
    if (chosen && isCsv(chosen)) check.mutate(chosen);
  };

  const ready = Boolean(file && preview && preview.rows.length > 0 && preview.errors.length === 0);
  return {
    file,
    wrongType,
    preview,
    checking: check.isPending,
    checkFailed: check.isError,
    importing: run.isPending,
    ready,
    choose,
    importNow: () => {
      if (file && ready && !run.isPending) run.mutate(file);
    },
  };
}
