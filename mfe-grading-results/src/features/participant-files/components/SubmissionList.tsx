import { Button, Heading, Link, List, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import type { Submission } from '../api/participant-files';
import { useDownloadFile } from '../hooks/useDownloadFile';
import { participantFilesMessages as m, participantFilesNamedMessages as n } from '../messages';

/** The files (each a download) and the video links of one category's uploads. */
export function SubmissionList({ submissions }: { submissions: Submission[] }) {
  const intl = useIntl();
  const { busy, download } = useDownloadFile();
  const files = submissions.flatMap((s) => s.files.map((f, index) => ({ ...f, submissionId: s.id, index })));
  const videos = submissions.flatMap((s) => s.videoUrls);
  if (files.length === 0 && videos.length === 0)
    return <Text color="fg.muted">{intl.formatMessage(m.noneInSection)}</Text>;
  return (
    <Stack gap="4">
      {files.length > 0 && (
        <Stack gap="2">
          <Heading as="h3" size="sm">
            {intl.formatMessage(m.files)}
          </Heading>
          <List.Root variant="plain" gap="2">
            {files.map((f) => (
              <List.Item key={`${f.submissionId}/${f.index}`}>
                <Button
                  size="sm"
                  variant="outline"
                  colorPalette="brand"
                  maxW="full"
                  loading={busy === `${f.submissionId}/${f.index}`}
                  aria-label={intl.formatMessage(n.download, { name: f.name })}
                  onClick={() => void download(f.submissionId, f.index, f.name)}
                >
                  <Text truncate>{f.name}</Text>
                </Button>
              </List.Item>
            ))}
          </List.Root>
        </Stack>
      )}
      {videos.length > 0 && (
        <Stack gap="2">
          <Heading as="h3" size="sm">
            {intl.formatMessage(m.videos)}
          </Heading>
          <List.Root gap="1" ps="5">
            {videos.map((url, i) => (
              <List.Item key={`${url}-${i}`} overflowWrap="anywhere">
                <Link href={url} target="_blank" rel="noopener noreferrer" colorPalette="brand">
                  {url}
                </Link>
              </List.Item>
            ))}
          </List.Root>
        </Stack>
      )}
    </Stack>
  );
}
