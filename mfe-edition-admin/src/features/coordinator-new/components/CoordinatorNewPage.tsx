import { Button, HStack, Heading, Input, Stack, chakra } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { EDITION_FORM_MESSAGE_IDS as M, isCoordinatorEmail } from 'shared-contracts';
import { errorsOf, useMutation } from 'shared-contracts/client';
import { toaster, useNavigate, useSearchParams } from 'shared-contracts/ui';
import { pathOf } from '../../../shared/built-routes';
import { FormField, type FieldErrorValue } from '../../../shared/components/FormField';
import { NEW_EDITION_REF, addCoordinatorToDraft } from '../../edition-form';
import { createCoordinator } from '../api/coordinators';
import { coordinatorNewMessages as m } from '../messages';

/**
 * /admin/coordenadores/nova?edicao=<nova|id>: one e-mail (required, valid), POST coordinators; then back to
 * the edition form it came from (the new coordinator added to its draft), or back in history.
 */
export function CoordinatorNewPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const edition = search.get('edicao');
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const typed = email.trim().toLowerCase();
  const issue = typed === '' ? M.required : isCoordinatorEmail(typed) ? null : M.invalidEmail;
  const error: FieldErrorValue | undefined = serverError
    ? { text: serverError }
    : touched && issue
      ? { id: issue }
      : undefined;

  const back = () => {
    if (edition === NEW_EDITION_REF) void navigate(pathOf('admin.editionNew'));
    else if (edition) void navigate(pathOf('admin.editionEdit', { id: edition }));
    else void navigate(-1);
  };

  const save = useMutation({
    mutationFn: () => createCoordinator(typed),
    onSuccess: () => {
      toaster.create({ type: 'success', title: intl.formatMessage(m.saved) });
      if (edition) addCoordinatorToDraft(edition, typed);
      back();
    },
    onError: async (cause) => {
      const detail = (await errorsOf(cause)).find((e) => e.status === '422')?.detail;
      if (detail) setServerError(detail);
      else console.error('[coordinator] save failed', cause);
      toaster.create({ type: 'error', title: intl.formatMessage(m.failed) });
    },
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!issue && !save.isPending) save.mutate();
  };

  return (
    <chakra.form onSubmit={onSubmit} noValidate data-testid="coordinator-new">
      <Stack gap="5" maxW="lg">
        <Heading as="h1" size="xl">
          {intl.formatMessage(m.title)}
        </Heading>
        <FormField label={intl.formatMessage(m.email)} required error={error} testId="field-email">
          <Input
            type="email"
            name="email"
            autoComplete="off"
            value={email}
            onChange={(e) => {
              setEmail(e.target.value);
              setTouched(true);
              setServerError(null);
            }}
          />
        </FormField>
        <HStack gap="3">
          <Button variant="outline" onClick={back}>
            {intl.formatMessage(m.cancel)}
          </Button>
          <Button type="submit" colorPalette="brand" disabled={issue !== null} loading={save.isPending}>
            {intl.formatMessage(m.save)}
          </Button>
        </HStack>
      </Stack>
    </chakra.form>
  );
}
