import { Input } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { EDITION_LIMITS } from 'shared-contracts';
import { FormField } from '../../../../shared/components/FormField';
import type { EditionForm } from '../../hooks/useEditionForm';
import { dataMessages as m } from '../../messages';

export function DescriptionField({ form }: { form: EditionForm }) {
  const intl = useIntl();
  return (
    <FormField
      label={intl.formatMessage(m.description)}
      required
      error={form.errorAt('description')}
      testId="field-description"
    >
      <Input
        name="description"
        value={form.values.description}
        maxLength={EDITION_LIMITS.descriptionMax + 20}
        onChange={(e) => form.setField('description', e.target.value)}
      />
    </FormField>
  );
}
