import { Button, Image, Stack } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import type { ExamEditLevel } from 'shared-contracts';
import { FormField } from '../../../../shared/components/FormField';
import { FileInput } from '../../../../shared/components/FileInput';
import type { ExamForm } from '../../hooks/useExamForm';
import { fieldMessages as m } from '../../messages';
import { isLocked } from './field-lock';

/** The cover image (at most 200000 bytes): previewed, the chosen one else the stored one, and removable. */
export function CoverField({
  form,
  storedUrl,
  level,
}: {
  form: ExamForm;
  storedUrl: string | null;
  level: ExamEditLevel;
}) {
  const intl = useIntl();
  const file = form.cover;
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    if (!file || !file.type.startsWith('image/') || typeof URL.createObjectURL !== 'function') {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);
  const shown = preview ?? (form.removeCover ? null : storedUrl);
  const locked = isLocked('cover', level);
  // Removed, the chosen file is gone from the chooser too (it clears its input).
  const remove = () => form.dropCover();
  return (
    <Stack gap="2">
      <FormField
        label={intl.formatMessage(m.cover)}
        disabled={locked}
        error={form.errorAt('cover')}
        helperText={intl.formatMessage(m.coverHelp)}
        testId="field-cover"
      >
        <FileInput
          name="cover"
          accept="image/png,image/jpeg,image/gif,image/webp"
          chosen={file}
          disabled={locked}
          onChoose={form.chooseCover}
        />
      </FormField>
      {shown && (
        <Image
          src={shown}
          alt={intl.formatMessage(m.coverPreview)}
          maxH="40"
          maxW="full"
          objectFit="contain"
          alignSelf="start"
          data-testid="cover-preview"
        />
      )}
      {(file || (storedUrl && !form.removeCover)) && !locked && (
        <Button size="sm" variant="outline" colorPalette="red" alignSelf="start" onClick={remove}>
          {intl.formatMessage(m.removeCover)}
        </Button>
      )}
    </Stack>
  );
}
