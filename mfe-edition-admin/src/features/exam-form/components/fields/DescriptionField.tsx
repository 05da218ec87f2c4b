import { Skeleton, Stack } from '@chakra-ui/react';
import { Suspense } from 'react';
import { useIntl } from 'react-intl';
import type { ExamEditLevel } from 'shared-contracts';
import { RichTextEditor } from 'shared-contracts/ui';
import { ErrorLine } from '../../../../shared/components/FormField';
import type { ExamForm } from '../../hooks/useExamForm';
import { fieldMessages as m } from '../../messages';
import { isLocked } from './field-lock';

/** The exam's description, rich text with images (the shared editor, loaded with this field). */
export function DescriptionField({ form, level }: { form: ExamForm; level: ExamEditLevel }) {
  const intl = useIntl();
  return (
    <Stack gap="1" data-testid="field-description">
      <Suspense fallback={<Skeleton height="40" />}>
        <RichTextEditor
          label={`${intl.formatMessage(m.description)} *`}
          initialHtml={form.values.description}
          onChange={(html) => form.setField('description', html)}
          limit={null}
          disabled={isLocked('description', level)}
          placeholder=""
          imageUpload
        />
      </Suspense>
      <ErrorLine error={form.errorAt('description')} testId="description-error" />
    </Stack>
  );
}
