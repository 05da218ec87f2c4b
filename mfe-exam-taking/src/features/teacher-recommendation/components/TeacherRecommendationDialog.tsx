import { Button, chakra, Dialog, Field, Input, Portal, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import * as v from 'valibot';
import {
  lookupMessage,
  RECOMMENDATION_MESSAGES,
  teacherRecommendationSchema,
  type TeacherRecommendation,
} from 'shared-contracts';
import { useMutation, useQueryClient } from 'shared-contracts/client';
import { toaster } from 'shared-contracts/ui';
import { DialogCloseButton } from '../../../shared/exam/components/DialogCloseButton';
import {
  createRecommendation,
  updateRecommendation,
  type Recommendation,
} from '../api/teacher-recommendation';
import { recommendationKey } from '../hooks/useRecommendationPrompt';
import { teacherRecommendationMessages } from '../messages';

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
  const [values, setValues] = useState<Record<FieldName, string>>({
    teacher_name: recommendation?.teacher_name ?? '',
    teacher_email: recommendation?.teacher_email ?? '',
  });
  const [touched, setTouched] = useState<Partial<Record<FieldName, boolean>>>({});
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (input: TeacherRecommendation) =>
      recommendation
        ? updateRecommendation(recommendation.id, input)
        : createRecommendation(participationId, input),
    onSuccess: (saved) => {
      // The participation's recommendation is now this one: not asked again.
      queryClient.setQueryData(recommendationKey(participationId), saved);
      toaster.create({
        type: 'success',
        title: intl.formatMessage(
          recommendation ? teacherRecommendationMessages.updated : teacherRecommendationMessages.created,
        ),
      });
      onDone();
    },
    onError: (error) => {
      console.error('[teacher-recommendation] could not save the recommendation', error);
      toaster.create({ type: 'error', title: intl.formatMessage(teacherRecommendationMessages.failed) });
    },
  });
  // Saving until the dialog closes, as before (no second submit after a success).
  const saving = save.isPending || save.isSuccess;
  const errors = fieldErrors(values);
  const valid = !errors.teacher_name && !errors.teacher_email;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = v.safeParse(teacherRecommendationSchema, values);
    if (!parsed.success || saving) return;
    save.mutate(parsed.output);
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
          // Leaving a field that was never filled is no error yet: showing one would move the buttons
          // under the pointer of someone pressing "Agora não" (the field loses focus on that press).
          onBlur={(e) => {
            if (e.currentTarget.value !== '') setTouched((current) => ({ ...current, [name]: true }));
          }}
        />
        {error && (
          <Field.ErrorText>{lookupMessage(RECOMMENDATION_MESSAGES, error, intl.locale)}</Field.ErrorText>
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
                <Dialog.Title>{intl.formatMessage(teacherRecommendationMessages.title)}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  <Text>{intl.formatMessage(teacherRecommendationMessages.intro)}</Text>
                  {field('teacher_name', intl.formatMessage(teacherRecommendationMessages.name), 'text')}
                  {field('teacher_email', intl.formatMessage(teacherRecommendationMessages.email), 'email')}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={onDone} disabled={saving}>
                  {intl.formatMessage(teacherRecommendationMessages.later)}
                </Button>
                <Button type="submit" colorPalette="brand" disabled={!valid} loading={saving}>
                  {intl.formatMessage(teacherRecommendationMessages.submit)}
                </Button>
              </Dialog.Footer>
            </chakra.form>
            <DialogCloseButton
              label={intl.formatMessage(teacherRecommendationMessages.close)}
              disabled={saving}
            />
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
