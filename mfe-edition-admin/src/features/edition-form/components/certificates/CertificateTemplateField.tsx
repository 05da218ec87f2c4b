import { Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { FormField } from '../../../../shared/components/FormField';
import { FileInput } from '../../../../shared/components/FileInput';
import type { EditionForm } from '../../hooks/useEditionForm';
import { certificateFormMessages as m } from '../../messages';

/** The certificate template: a .html.erb file (the stored one named when there is one). */
export function CertificateTemplateField({
  form,
  storedName,
}: {
  form: EditionForm;
  storedName: string | null;
}) {
  const intl = useIntl();
  return (
    <Stack gap="1">
      <FormField
        label={intl.formatMessage(m.template)}
        error={form.errorAt('certificate_template')}
        testId="field-certificate_template"
      >
        <FileInput
          name="certificate_template"
          accept=".erb,.html.erb,text/html"
          chosen={form.files.certificate_template}
          onChoose={(chosen) => form.setFile('certificate_template', chosen)}
        />
      </FormField>
      {storedName && (
        <Text fontSize="sm" color="fg.muted">
          {intl.formatMessage(m.storedTemplate, { name: storedName })}
        </Text>
      )}
    </Stack>
  );
}
