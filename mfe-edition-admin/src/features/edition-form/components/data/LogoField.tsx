import { Image, Stack } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { FormField } from '../../../../shared/components/FormField';
import { FileInput } from '../../../../shared/components/FileInput';
import type { EditionForm } from '../../hooks/useEditionForm';
import { dataMessages as m } from '../../messages';

/** The logo: an image file, previewed (the chosen one, else the stored one). */
export function LogoField({ form, storedUrl }: { form: EditionForm; storedUrl: string | null }) {
  const intl = useIntl();
  const file = form.files.logo;
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
  const shown = preview ?? storedUrl;
  return (
    <Stack gap="2">
      <FormField label={intl.formatMessage(m.logo)} error={form.errorAt('logo')} testId="field-logo">
        <FileInput
          name="logo"
          accept="image/png,image/jpeg,image/gif,image/webp"
          chosen={file}
          onChoose={(chosen) => form.setFile('logo', chosen)}
        />
      </FormField>
      {shown && (
        <Image
          src={shown}
          alt={intl.formatMessage(m.logoPreview)}
          boxSize="20"
          objectFit="contain"
          data-testid="logo-preview"
        />
      )}
    </Stack>
  );
}
