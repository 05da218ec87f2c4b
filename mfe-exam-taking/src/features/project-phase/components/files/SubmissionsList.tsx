import { Box, Button, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useProjectText } from '../../hooks/useProjectText';
import type { ParticipationFile } from '../../types';
import { projectPhaseMessages } from '../../messages';

const sizeOf = (bytes: number | null) =>
  bytes === null
    ? ''
    : bytes < 1024 * 1024
      ? `${Math.max(1, Math.round(bytes / 1024))} KB`
      : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** The submissions of a category: their files (downloaded through the API) and video links. */
export function SubmissionsList({
  submissions,
  canDelete,
  onDownload,
  onDelete,
}: {
  submissions: ParticipationFile[];
  canDelete: (submission: ParticipationFile) => boolean;
  onDownload: (submission: ParticipationFile, index: number) => void;
  onDelete: (submission: ParticipationFile) => void;
}) {
  const { t } = useProjectText();
  if (submissions.length === 0) return <Text color="fg.muted">{t(projectPhaseMessages.filesNone)}</Text>;
  return (
    <Stack as="ul" gap="2" listStyleType="none" aria-label={t(projectPhaseMessages.filesSent)}>
      {submissions.map((submission) => (
        <Box
          as="li"
          key={submission.id}
          borderWidth="1px"
          borderRadius="md"
          p="3"
          data-testid={`submission-${submission.id}`}
        >
          <HStack justify="space-between" align="start" gap="3" wrap="wrap">
            <Stack gap="1">
              {submission.files.map((file, index) => (
                <HStack key={`${file.name}-${index}`} gap="2">
                  <Button
                    size="xs"
                    variant="plain"
                    paddingX="0"
                    color="brand.primary"
                    aria-label={t(projectPhaseMessages.filesDownload, { name: file.name })}
                    onClick={() => onDownload(submission, index)}
                  >
                    {file.name}
                  </Button>
                  {file.size !== null && (
                    <Text textStyle="xs" color="fg.muted">
                      {sizeOf(file.size)}
                    </Text>
                  )}
                </HStack>
              ))}
              {submission.videoUrls.map((url) => (
                <Link key={url} href={url} target="_blank" rel="noopener noreferrer" textStyle="sm">
                  {url}
                </Link>
              ))}
              {submission.teamName && (
                <Text textStyle="xs" color="fg.muted">
                  {t(projectPhaseMessages.filesTeam, { name: submission.teamName })}
                </Text>
              )}
            </Stack>
            {canDelete(submission) && (
              <Button size="xs" variant="outline" colorPalette="red" onClick={() => onDelete(submission)}>
                {t(projectPhaseMessages.filesDelete)}
              </Button>
            )}
          </HStack>
        </Box>
      ))}
    </Stack>
  );
}
