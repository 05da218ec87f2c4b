import { Button, HStack, IconButton, Input, Link, List, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { EDITION_FORM_MESSAGE_IDS as M, isCoordinatorEmail } from 'shared-contracts';
import { Link as RouterLink, Section } from 'shared-contracts/ui';
import { ErrorLine, FormField, type FieldErrorValue } from '../../../../shared/components/FormField';
import { pathOf } from '../../../../shared/built-routes';
import { coordinatorExists } from '../../api/edition-form';
import type { EditionForm } from '../../hooks/useEditionForm';
import { coordinatorMessages as m, formMessages } from '../../messages';
import { ConfirmDialog } from '../../../../shared/components/ConfirmDialog';

/**
 * Coordinators of the edition (admins only): an e-mail is added when it matches the pattern, is not listed
 * yet and belongs to a coordinator (GET coordinators?filter[email]=); otherwise the way to create one
 * (/admin/coordenadores/nova?edicao=<nova|id>) is offered. Removing asks first.
 */
export function CoordinatorsSection({ form, draftRef }: { form: EditionForm; draftRef: string }) {
  const intl = useIntl();
  const [email, setEmail] = useState('');
  const [checking, setChecking] = useState(false);
  const [lookup, setLookup] = useState<'unknown' | 'failed' | null>(null);
  const [removing, setRemoving] = useState<string | null>(null);
  const listed = form.values.coordinators_emails;
  const typed = email.trim().toLowerCase();
  const duplicate = typed !== '' && listed.includes(typed);
  const valid = isCoordinatorEmail(typed);
  let error: FieldErrorValue | undefined;
  if (duplicate) error = { id: M.duplicateCoordinator };
  else if (typed !== '' && !valid) error = { id: M.invalidEmail };
  else if (lookup === 'unknown') error = { text: intl.formatMessage(m.notFound) };
  else if (lookup === 'failed') error = { text: intl.formatMessage(m.checkFailed) };

  const add = async () => {
    if (!valid || duplicate) return;
    setChecking(true);
    try {
      if (await coordinatorExists(typed)) {
        form.setField('coordinators_emails', [...listed, typed]);
        setEmail('');
        setLookup(null);
      } else setLookup('unknown');
    } catch (cause) {
      console.error('[edition form] coordinator lookup failed', cause);
      setLookup('failed');
    } finally {
      setChecking(false);
    }
  };

  return (
    <Section title={intl.formatMessage(m.title)} testId="coordinators-section">
      <HStack align="start" gap="3">
        <FormField label={intl.formatMessage(m.email)} error={error} testId="field-coordinator-email">
          <Input
            type="email"
            name="coordinator-email"
            value={email}
            onChange={(e) => {
              setEmail(e.target.value);
              setLookup(null);
            }}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                void add();
              }
            }}
          />
        </FormField>
        <Button mt="6" onClick={() => void add()} disabled={!valid || duplicate} loading={checking}>
          {intl.formatMessage(m.add)}
        </Button>
      </HStack>
      {lookup === 'unknown' && (
        <Link asChild colorPalette="brand" alignSelf="start">
          <RouterLink to={`${pathOf('admin.coordinatorNew')}?edicao=${encodeURIComponent(draftRef)}`}>
            {intl.formatMessage(m.createLink)}
          </RouterLink>
        </Link>
      )}
      <ErrorLine error={form.errorAt('coordinators_emails')} testId="coordinators-error" />
      {listed.length === 0 ? (
        <Text color="fg.muted">{intl.formatMessage(m.empty)}</Text>
      ) : (
        <List.Root variant="plain" gap="2" data-testid="coordinator-list">
          {listed.map((address, index) => (
            <List.Item key={address}>
              <Stack gap="0">
                <HStack gap="2">
                  <Text>{address}</Text>
                  <IconButton
                    size="xs"
                    variant="ghost"
                    colorPalette="red"
                    aria-label={intl.formatMessage(m.removeLabel, { email: address })}
                    onClick={() => setRemoving(address)}
                  >
                    ×
                  </IconButton>
                </HStack>
                <ErrorLine error={form.errorAt(`coordinators_emails.${index}`)} />
              </Stack>
            </List.Item>
          ))}
        </List.Root>
      )}
      <ConfirmDialog
        open={removing !== null}
        title={intl.formatMessage(m.removeTitle)}
        text={intl.formatMessage(m.removeText, { email: removing ?? '' })}
        confirm={intl.formatMessage(m.removeConfirm)}
        cancel={intl.formatMessage(formMessages.confirmCancel)}
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          form.setField(
            'coordinators_emails',
            listed.filter((e) => e !== removing),
          );
          setRemoving(null);
        }}
      />
    </Section>
  );
}
