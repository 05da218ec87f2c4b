import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useMutation } from 'shared-contracts/client';
import { toaster } from 'shared-contracts/ui';
import { importQuestions, previewImport, serverMessage } from '../api/question-exchange';
import { importMessages as m, importValueMessages as mv } from '../messages';

/**
 * The import dialog's flow: a chosen file is read by the server as a dry run (its preview), and only
 * the organiser's confirmation sends it again to be stored. Success says how many questions were created
 * and calls `onImported`; a refusal says the server's reason.
 */
export function useImportQuestions(examId: string, onImported?: (count: number) => void) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  /** Why the preview failed, in the server's words when it gave them. */
  const [previewError, setPreviewError] = useState<string | null>(null);

  const preview = useMutation({
    mutationFn: (chosen: File) => previewImport(examId, chosen),
    onError: async (error) => {
      console.error('[question-exchange] import preview failed', error);
      setPreviewError((await serverMessage(error)) ?? intl.formatMessage(m.previewFailed));
    },
  });
  const commit = useMutation({
    mutationFn: (chosen: File) => importQuestions(examId, chosen),
    onSuccess: (count) => {
      toaster.create({ type: 'success', title: intl.formatMessage(mv.imported, { count }) });
      setOpen(false);
      onImported?.(count);
    },
    onError: async (error) => {
      console.error('[question-exchange] import failed', error);
      toaster.create({ type: 'error', title: (await serverMessage(error)) ?? intl.formatMessage(m.failed) });
    },
  });

  const reset = () => {
    setFile(null);
    setPreviewError(null);
    preview.reset();
    commit.reset();
  };

  return {
    open,
    file,
    preview: preview.data ?? null,
    previewing: preview.isPending,
    previewError,
    importing: commit.isPending,
    show: () => {
      reset();
      setOpen(true);
    },
    close: () => {
      if (!commit.isPending) setOpen(false);
    },
    choose: (chosen: File | null) => {
      reset();
      setFile(chosen);
      if (chosen) preview.mutate(chosen);
    },
    confirm: () => {
      if (file && preview.data && preview.data.items.length > 0 && !commit.isPending) commit.mutate(file);
    },
  };
}
