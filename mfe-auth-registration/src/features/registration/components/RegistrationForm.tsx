import { useIntl } from 'react-intl';
import { Button, Heading, HStack, Stack } from '@chakra-ui/react';
import { useMemo, useRef, useState, type FormEvent } from 'react';
import { useNavigate, useProjectId } from 'shared-contracts/ui';
import { type User } from 'shared-contracts';
import type { RegistrationEdition } from '../api/edition';
import type { StudentInscription } from '../api/inscription';
import { firstInvalidControl, useFocusFirstError } from '../hooks/useFocusFirstError';
import { useGradeOptions } from '../hooks/useGradeOptions';
import { useRegistrationForm } from '../hooks/useRegistrationForm';
import { AFTER_REGISTRATION_PATH, useRegistrationSubmit } from '../hooks/useRegistrationSubmit';
import { useSummaryEntries } from '../hooks/useSummaryEntries';
import { editionCategories } from '../model/categories';
import { initialCountry } from '../model/countries';
import type { RegistrationSetting } from '../model/validation';
import { initialValues } from '../model/values';
import { formVisibility } from '../model/visibility';
import { AddressSection } from './AddressSection';
import { ConfirmationDialog } from './ConfirmationDialog';
import { GeneralSection } from './GeneralSection';
import { PersonalSection } from './PersonalSection';
import { SchoolSection } from './SchoolSection';
import { TeacherSection } from './TeacherSection';
import { TeamSection } from './TeamSection';
import { formMessages } from '../messages';

/** The registration form: its sections, Cancelar / submit, and the confirmation before sending. */
export function RegistrationForm({
  edition,
  user,
  inscription,
}: {
  edition: RegistrationEdition;
  user: User | null;
  inscription: StudentInscription | null;
}) {
  const intl = useIntl();
  const navigate = useNavigate();
  const projectId = useProjectId();
  const setting = useMemo<RegistrationSetting>(() => ({ projectId, edition }), [projectId, edition]);
  const [initial] = useState(() => {
    const values = initialValues(
      user,
      inscription,
      initialCountry(edition, inscription?.inscription?.address_country_id),
    );
    const categories = editionCategories(edition);
    // An edition offering one category has it chosen already.
    return values.category === '' && categories.length === 1
      ? { ...values, category: categories[0]! }
      : values;
  });
  const form = useRegistrationForm(initial, setting);
  const visibility = formVisibility(edition, projectId, form.context, form.required);
  const grades = useGradeOptions(edition.project_slug, visibility.grade);
  const summary = useSummaryEntries(form, edition, visibility, grades);
  const [confirming, setConfirming] = useState(false);
  const container = useRef<HTMLFormElement>(null);
  const focusFirstError = useFocusFirstError(container);
  const editing = inscription !== null;
  const submit = useRegistrationSubmit({
    form,
    setting,
    user,
    inscriptionId: inscription?.id,
    memberLimit: visibility.memberLimit,
    onFailure: () => {
      setConfirming(false);
      focusFirstError();
    },
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    form.setAttempted(true);
    if (Object.keys(form.validation.errors).length > 0) focusFirstError();
    else setConfirming(true);
  };

  const title = `${edition.year} - ${edition.description}`;
  const submitText = intl.formatMessage(editing ? formMessages.submitEdit : formMessages.submitNew);
  return (
    <form ref={container} noValidate onSubmit={onSubmit} data-testid="registration-form">
      <Stack gap="6">
        <Heading as="h1" size="xl">
          {intl.formatMessage(editing ? formMessages.titleEdit : formMessages.titleNew, { edition: title })}
        </Heading>
        <GeneralSection form={form} edition={edition} visibility={visibility} />
        <PersonalSection form={form} visibility={visibility} />
        <SchoolSection form={form} editionId={edition.id} visibility={visibility} grades={grades} />
        <AddressSection form={form} />
        {visibility.memberLimit > 0 ? <TeamSection form={form} memberLimit={visibility.memberLimit} /> : null}
        {visibility.teacher ? <TeacherSection form={form} /> : null}
        <HStack justify="flex-end" gap="3">
          <Button variant="outline" onClick={() => navigate(AFTER_REGISTRATION_PATH)}>
            {intl.formatMessage(formMessages.cancel)}
          </Button>
          <Button
            type="submit"
            colorPalette="brand"
            disabled={submit.sending || submit.submitted}
            loading={submit.sending}
            loadingText={submitText}
          >
            {submitText}
          </Button>
        </HStack>
        <ConfirmationDialog
          open={confirming}
          entries={summary}
          busy={submit.sending}
          onCancel={() => setConfirming(false)}
          onConfirm={() => void submit.send()}
          finalFocusEl={() => firstInvalidControl(container.current)}
        />
      </Stack>
    </form>
  );
}
