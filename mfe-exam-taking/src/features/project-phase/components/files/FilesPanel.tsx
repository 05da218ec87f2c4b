import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { ACCEPTED_FORMATS_LABEL, type CsvShape, type ProjectCategory } from 'shared-contracts';
import { callRefusalOf } from '../../api/call-failure';
import { downloadParticipationFile } from '../../api/participation-files';
import type { useParticipationFiles } from '../../hooks/useParticipationFiles';
import { useProjectText } from '../../hooks/useProjectText';
import { notifyFailure, notifySuccess } from '../../notify';
import { saveBlob } from 'shared-contracts/client';
import type { ParticipationFile } from '../../types';
import { ConfirmRemoveDialog } from '../ConfirmRemoveDialog';
import { SubmissionsList } from './SubmissionsList';
import { UploadForm } from './UploadForm';
import { projectPhaseMessages } from '../../messages';

/**
 * The uploads of one category (spec 3 §2.9, §5): the form, then the submissions sent, each file
 * downloaded with the auth headers and each submission removable after confirmation.
 */
export function FilesPanel({
  category,
  files,
  csvShape,
  teamId,
  closed,
  blockedReason,
  participationId,
  canDelete,
}: {
  category: ProjectCategory;
  files: ReturnType<typeof useParticipationFiles>;
  csvShape: CsvShape | null;
  /** Sent with in_group and final_project submissions (never with pre_project). */
  teamId: string | null;
  closed: boolean;
  /** Why nothing can be sent yet (e.g. the group has no team), shown instead of the form. */
  blockedReason?: string;
  /** The caller's participation, started when there is none. */
  participationId: () => Promise<string>;
  canDelete: (submission: ParticipationFile) => boolean;
}) {
  const { t, refusal } = useProjectText();
  const [deleting, setDeleting] = useState<ParticipationFile | null>(null);
  const [busy, setBusy] = useState(false);
  const mine = files.files.filter((f) => f.category === category);
  const alreadySent = mine.reduce((sum, f) => sum + f.files.length, 0);

  const send = async (chosen: File[], videoUrls: string[]) => {
    let participation: string;
    try {
      participation = await participationId();
    } catch (error) {
      notifyFailure(refusal((await callRefusalOf(error)).first) ?? t(projectPhaseMessages.toastUploadFailed));
      return false;
    }
    const outcome = await files.send({
      category,
      participationId: participation,
      teamId: category === 'pre_project' ? null : teamId,
      files: chosen,
      videoUrls,
    });
    if (outcome.ok) notifySuccess(t(projectPhaseMessages.toastUploaded));
    else
      notifyFailure(
        refusal(outcome.refusal.first) ?? t(projectPhaseMessages.toastUploadFailed),
        t(projectPhaseMessages.filesFormats, { formats: ACCEPTED_FORMATS_LABEL }),
      );
    return outcome.ok;
  };

  const download = async (submission: ParticipationFile, index: number) => {
    try {
      const blob = await downloadParticipationFile(submission.id, index);
      saveBlob(blob, submission.files[index]?.name ?? 'arquivo');
    } catch (error) {
      console.error('[project-phase] download failed', error);
      notifyFailure(t(projectPhaseMessages.toastDownloadFailed));
    }
  };

  const remove = async () => {
    if (!deleting) return;
    setBusy(true);
    const outcome = await files.remove(deleting.id);
    setBusy(false);
    setDeleting(null);
    if (outcome.ok) notifySuccess(t(projectPhaseMessages.toastFileRemoved));
    else notifyFailure(t(projectPhaseMessages.toastFileRemoveFailed), refusal(outcome.refusal.first));
  };

  return (
    <Stack gap="4">
      {blockedReason ? (
        <Text color="fg.muted" data-testid={`upload-blocked-${category}`}>
          {blockedReason}
        </Text>
      ) : (
        <UploadForm
          category={category}
          alreadySent={alreadySent}
          csvShape={csvShape}
          withVideos={category === 'final_project'}
          disabled={closed}
          onSend={send}
        />
      )}
      <Stack gap="2">
        <Text fontWeight="medium">{t(projectPhaseMessages.filesSent)}</Text>
        {files.loading ? (
          <Text color="fg.muted" role="status">
            {t(projectPhaseMessages.filesLoading)}
          </Text>
        ) : files.error ? (
          <HStack gap="2">
            <Text color="fg.error" role="alert">
              {t(projectPhaseMessages.filesLoadError)}
            </Text>
            <Button size="xs" variant="outline" onClick={files.reload}>
              {t(projectPhaseMessages.retry)}
            </Button>
          </HStack>
        ) : (
          <SubmissionsList
            submissions={mine}
            canDelete={(s) => !closed && canDelete(s)}
            onDownload={(s, i) => void download(s, i)}
            onDelete={setDeleting}
          />
        )}
      </Stack>
      <ConfirmRemoveDialog
        open={deleting !== null}
        title={t(projectPhaseMessages.filesConfirmTitle)}
        text={t(projectPhaseMessages.filesConfirmText)}
        busy={busy}
        onConfirm={() => void remove()}
        onCancel={() => setDeleting(null)}
      />
    </Stack>
  );
}
