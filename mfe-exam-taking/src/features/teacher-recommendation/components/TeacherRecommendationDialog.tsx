import { Button, chakra, Dialog, Field, Input, Portal, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import * as v from 'valibot';
import { teacherRecommendationSchema } from 'shared-contracts';
import { toaster } from 'shared-contracts/ui';
import { DialogCloseButton } from '../../../shared/exam/components/DialogCloseButton';
import {
  createRecommendation,
  updateRecommendation,
  type Recommendation,
} from '../api/teacher-recommendation';
import { recommendationMessageKey } from '../i18n';

type FieldName = 'teacher_name' | 'teacher_email';

/** The schema's first message id per field for these values ({} when valid). */
function fieldErrors(values: Record<FieldName, string>): Partial<Record<FieldName, string>> {
  const result = v.safeParse(teacherRecommendationSchema, values);
  if (result.success) return {};
  const nested = v.flatten<typeof teacherRecommendationSchema>(result.issues).nested ?? {};
  return { teacher_name: nested.teacher_name?.[0], teacher_email: nested.teacher_email?.[0] };
}

/**
 * Asks for the teacher who recommended the olympiad (spec 3 §4, §5, §8): name and e-mail checked by
 * the shared schema, submit disabled while invalid; creates the recommendation, or completes the one
 * the participation already has, and says so in a toast.
 */
export function TeacherRecommendationDialog({
  participationId,
  recommendation,
  onDone,
}: {
  participationId: string;
  /** The participation's incomplete recommendation, completed with an update; null creates one. */
  recommendation: Recommendation | null;
  onDone: () => void;
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: `examTaking.teacherRecommendation.${id}` });
  const [values, setValues] = useState<Record<FieldName, string>>({
    teacher_name: recommendation?.teacher_name ?? '',
    teacher_email: recommendation?.teacher_email ?? '',
  });
  const [touched, setTouched] = useState<Partial<Record<FieldName, boolean>>>({});
  const [saving, setSaving] = useState(false);
  const errors = fieldErrors(values);
  const valid = !errors.teacher_name && !errors.teacher_email;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = v.safeParse(teacherRecommendationSchema, values);
    if (!parsed.success || saving) return;
    setSaving(true);
    try {
      if (recommendation) await updateRecommendation(recommendation.id, parsed.output);
      else await createRecommendation(participationId, parsed.output);
      toaster.create({ type: 'success', title: t(recommendation ? 'updated' : 'created') });
      onDone();
    } catch (error) {
      console.error('[teacher-recommendation] could not save the recommendation', error);
      toaster.create({ type: 'error', title: t('failed') });
      setSaving(false);
    }
  };

  const field = (name: FieldName, label: string, type: 'text' | 'email') => {
    const error = touched[name] ? errors[name] : undefined;
    return (
      <Field.Root required invalid={Boolean(error)}>
        <Field.Label>
          {label}
          <Field.RequiredIndicator />
        </Field.Label>
        <Input
          type={type}
          name={name}
          autoComplete="off"
          value={values[name]}
          onChange={(e) => {
            const value = e.target.value;
            setValues((current) => ({ ...current, [name]: value }));
          }}
          onBlur={() => setTouched((current) => ({ ...current, [name]: true }))}
        />
        {error && (
          <Field.ErrorText>{intl.formatMessage({ id: recommendationMessageKey(error) })}</Field.ErrorText>
        )}
      </Field.Root>
    );
  };

  return (
    <Dialog.Root open onOpenChange={(e) => !e.open && !saving && onDone()} closeOnInteractOutside={false}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="teacher-recommendation">
            <chakra.form onSubmit={onSubmit} noValidate>
              <Dialog.Header>
                <Dialog.Title>{t('title')}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  <Text>{t('intro')}</Text>
                  {field('teacher_name', t('name'), 'text')}
                  {field('teacher_email', t('email'), 'email')}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={onDone} disabled={saving}>
                  {t('later')}
                </Button>
                <Button type="submit" colorPalette="brand" disabled={!valid} loading={saving}>
                  {t('submit')}
                </Button>
              </Dialog.Footer>
            </chakra.form>
            <DialogCloseButton label={t('close')} disabled={saving} />
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
