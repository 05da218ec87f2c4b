import { useState } from 'react';
import { useIntl } from 'react-intl';
import { HTTPError, errorsOf } from '../../client/api-client';
import { useMutation } from '../../client/query';
import type { ScoresPreview } from '../../wire/exam-admin-wire';
import { toaster } from '../toaster';
import { importScores, isCsv } from './api';
import { scoreImportMessages as m } from './messages';

/**
 * A score import (spec 2 §5): a .csv is checked first by a dry run (its rows and errors shown, nothing
 * stored); `importNow` sends it for real and calls `onImported`. A failure says "Nao foi possivel
 * importar as notas." and shows the errors the server listed (422).
 */
export function useScoreImport(examId: string, onImported: (count: number | null) => void) {
  const intl = useIntl();
  const [file, setFile] = useState<File | null>(null);
  const [wrongType, setWrongType] = useState(false);
  const [preview, setPreview] = useState<ScoresPreview | null>(null);

  const check = useMutation({
    mutationFn: (chosen: File) => importScores(examId, chosen, { preview: true }),
    onSuccess: ({ scores }) => setPreview(scores ?? { rows: [], errors: [] }),
    onError: (error) => console.error('[score import] preview failed', error),
  });

  const run = useMutation({
    mutationFn: (chosen: File) => importScores(examId, chosen, { preview: false }),
    onSuccess: ({ imported }) => {
      setFile(null);
      setPreview(null);
      onImported(imported);
    },
    onError: async (error) => {
      console.error('[score import] import failed', error);
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
