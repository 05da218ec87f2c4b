import { Input, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { FileChooser } from 'shared-contracts/ui';
import { FormField } from '../../../../shared/components/FormField';
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
        <FileChooser chosen={form.files.certificate_template?.name ?? null}>
          <Input
            type="file"
            name="certificate_template"
            accept=".erb,.html.erb,text/html"
            display="none"
            onChange={(e) => form.setFile('certificate_template', e.target.files?.[0] ?? null)}
          />
        </FileChooser>
      </FormField>
      {storedName && (
        <Text fontSize="sm" color="fg.muted">
          {intl.formatMessage(m.storedTemplate, { name: storedName })}
        </Text>
      )}
    </Stack>
  );
}
