import { Alert, Button, Heading, NativeSelect, Stack, Text, chakra } from '@chakra-ui/react';
import type { FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  ENROLLMENT_CATEGORIES,
  enrollmentConfirmationSchema,
  registrationMessages,
  type EnrollmentConfirmation,
} from 'shared-contracts';
import { useMutation } from 'shared-contracts/client';
import { confirmEnrollment, type ConfirmResult, type PendingEnrollment } from '../api/confirmation';
import { useGrades } from '../hooks/useGrades';
import { confirmationCategoryMessages, confirmationMessages as m } from '../messages';
import { ConfirmationSchoolFields } from './ConfirmationSchoolFields';
import { initialConfirmationValues, withCategory, withCity, withState } from './confirmation-values';
import { useSchemaForm } from 'shared-contracts/ui';
import { FormField } from '../../../components/form/FormField';

/**
 * The enrollment update (spec 3 §3, §5): category required (Aberta = opened, Regular = regular);
 * for regular, the school (by state and city) and the grade are required too.
 */
export function ConfirmationForm({
  token,
  enrollment,
  onDone,
}: {
  token: string;
  enrollment: PendingEnrollment;
  onDone: (result: Exclude<ConfirmResult, 'failed'>) => void;
}) {
  const intl = useIntl();
  const form = useSchemaForm(enrollmentConfirmationSchema, initialConfirmationValues(enrollment));
  const { grades, failed: gradesFailed } = useGrades(enrollment.project_slug);
  const confirm = useMutation({
    mutationFn: (confirmation: EnrollmentConfirmation) => confirmEnrollment(token, confirmation),
    onSuccess: (result) => {
      if (result !== 'failed') onDone(result);
    },
  });
  const regular = form.values.category === 'regular';

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const confirmation = form.submit();
    if (confirmation) confirm.mutate(confirmation);
  };

  return (
    <chakra.form onSubmit={onSubmit} noValidate data-testid="confirmation-form">
      <Stack gap="5" maxW="2xl">
        <Stack gap="1">
          <Heading as="h1" size="xl">
            {intl.formatMessage(m.title)}
          </Heading>
          <Text color="fg.muted">
            <FormattedMessage
              {...m.intro}
              values={{ name: enrollment.user_name ?? '', edition: enrollment.edition_description ?? '' }}
            />
          </Text>
        </Stack>
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Title>{intl.formatMessage(m.final)}</Alert.Title>
        </Alert.Root>
        {confirm.data === 'failed' && (
          <Alert.Root status="error" data-testid="confirmation-failed">
            <Alert.Indicator />
            <Alert.Title>
              <FormattedMessage {...registrationMessages.confirmFailed} />
            </Alert.Title>
          </Alert.Root>
        )}
        <FormField label={intl.formatMessage(m.category)} required error={form.errorOf('category')}>
          <NativeSelect.Root>
            <NativeSelect.Field
              name="category"
              value={form.values.category}
              onChange={(e) => form.patch(withCategory(e.target.value))}
              onBlur={() => form.touch('category')}
              placeholder={intl.formatMessage(m.choose)}
            >
              {ENROLLMENT_CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {intl.formatMessage(confirmationCategoryMessages[category])}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        {regular && (
          <>
            <ConfirmationSchoolFields
              stateId={form.values.address_state_id}
              cityId={form.values.address_city_id}
              schoolId={form.values.school_unit_id}
              schoolError={form.errorOf('school_unit_id')}
              onState={(id) => form.patch(withState(id))}
              onCity={(id) => form.patch(withCity(id))}
              onSchool={(id) => form.setValue('school_unit_id', id)}
              onSchoolBlur={() => form.touch('school_unit_id')}
            />
            <FormField
              label={intl.formatMessage(m.grade)}
              required
              error={form.errorOf('education_grade_id')}
              helperText={gradesFailed ? intl.formatMessage(m.gradesFailed) : undefined}
            >
              <NativeSelect.Root>
                <NativeSelect.Field
                  name="education_grade_id"
                  value={form.values.education_grade_id}
                  onChange={(e) => form.setValue('education_grade_id', e.target.value)}
                  onBlur={() => form.touch('education_grade_id')}
                  placeholder={intl.formatMessage(m.choose)}
                >
                  {grades.map((grade) => (
                    <option key={grade.id} value={grade.id}>
                      {grade.name}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </FormField>
          </>
        )}
        <Button type="submit" alignSelf="flex-start" colorPalette="brand" loading={confirm.isPending}>
          {intl.formatMessage(m.submit)}
        </Button>
      </Stack>
    </chakra.form>
  );
}
