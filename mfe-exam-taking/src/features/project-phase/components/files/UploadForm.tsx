import { Alert, Button, CloseButton, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import {
  ACCEPTED_FILE_INPUT,
  ACCEPTED_FORMATS_LABEL,
  FILE_CAPS,
  type CsvShape,
  type ProjectCategory,
} from 'shared-contracts';
import { useProjectText } from '../../hooks/useProjectText';
import { uploadProblem, type UploadProblem } from '../../upload-checks';
import { projectCategoryMessages, projectPhaseMessages } from '../../messages';

/**
 * Choosing files (the accepted formats) and, for the final project, video links; the checks of
 * spec 3 §5 run before anything is sent.
 */
export function UploadForm({
  category,
  alreadySent,
  csvShape,
  withVideos,
  disabled,
  onSend,
}: {
  category: ProjectCategory;
  alreadySent: number;
  csvShape: CsvShape | null;
  withVideos: boolean;
  disabled: boolean;
  /** Resolves true once sent. */
  onSend: (files: File[], videoUrls: string[]) => Promise<boolean>;
}) {
  const { t, rule } = useProjectText();
  const input = useRef<HTMLInputElement>(null);
  const [files, setFiles] = useState<File[]>([]);
  const [videoUrl, setVideoUrl] = useState('');
  const [problem, setProblem] = useState<UploadProblem | null>(null);
  const [busy, setBusy] = useState(false);
  const cap = FILE_CAPS[category];

  const send = async () => {
    const urls = videoUrl.trim() ? [videoUrl.trim()] : [];
    setBusy(true);
    const found = await uploadProblem({ category, files, videoUrls: urls, alreadySent, csvShape });
    setProblem(found);
    if (!found && (await onSend(files, urls))) {
      setFiles([]);
      setVideoUrl('');
      if (input.current) input.current.value = '';
    }
    setBusy(false);
  };

  return (
    <Stack gap="3" data-testid={`upload-${category}`}>
      <Field.Root disabled={disabled}>
        <Field.Label>{t(projectPhaseMessages.filesChoose)}</Field.Label>
        <Input
          ref={input}
          type="file"
          multiple
          accept={ACCEPTED_FILE_INPUT}
          aria-label={t(projectPhaseMessages.filesChooseOf, {
            category: t(projectCategoryMessages[category]),
          })}
          display="none"
          onChange={(e) => {
            setProblem(null);
            setFiles(Array.from(e.target.files ?? []));
          }}
        />
        {/* The native control would speak the browser's language: a button in the app's opens it. */}
        <HStack gap="3">
          <Button variant="outline" size="sm" disabled={disabled} onClick={() => input.current?.click()}>
            {t(projectPhaseMessages.filesPick)}
          </Button>
          <Text textStyle="sm" color="fg.muted" data-testid={`picked-${category}`}>
            {t(projectPhaseMessages.filesPicked, { count: files.length })}
          </Text>
        </HStack>
        <Field.HelperText>
          {t(projectPhaseMessages.filesFormats, { formats: ACCEPTED_FORMATS_LABEL })}{' '}
          {t(projectPhaseMessages.filesCap, { cap, sent: alreadySent })}
        </Field.HelperText>
      </Field.Root>
      {files.length > 0 && (
        <Stack as="ul" gap="1" listStyleType="none" aria-label={t(projectPhaseMessages.filesChosen)}>
          {files.map((file, i) => (
            <HStack as="li" key={`${file.name}-${i}`} gap="2">
              <Text textStyle="sm">{file.name}</Text>
              <CloseButton
                size="2xs"
                aria-label={t(projectPhaseMessages.filesUnchoose, { name: file.name })}
                onClick={() => setFiles((list) => list.filter((_, j) => j !== i))}
              />
            </HStack>
          ))}
        </Stack>
      )}
      {withVideos && (
        <Field.Root disabled={disabled}>
          <Field.Label>{t(projectPhaseMessages.filesVideoUrl)}</Field.Label>
          <Input
            name={`video_url_${category}`}
            type="url"
            inputMode="url"
            placeholder="https://"
            value={videoUrl}
            onChange={(e) => {
              setProblem(null);
              setVideoUrl(e.target.value);
            }}
          />
        </Field.Root>
      )}
      {problem && (
        <Alert.Root status="error" data-testid="upload-problem">
          <Alert.Indicator />
          <Alert.Description>
            {rule(problem.id, problem.values)}
            {problem.file ? ` (${problem.file})` : ''}
          </Alert.Description>
        </Alert.Root>
      )}
      <Button
        colorPalette="brand"
        alignSelf="start"
        loading={busy}
        disabled={disabled}
        onClick={() => void send()}
      >
        {t(projectPhaseMessages.filesSend)}
      </Button>
    </Stack>
  );
}
