import { HStack, Spinner, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useSearchParams } from 'shared-contracts/ui';
import { registrationMessages } from 'shared-contracts';
import type { ConfirmResult } from '../api/confirmation';
import { useTokenCheck } from '../hooks/useTokenCheck';
import { confirmationMessages } from '../messages';
import { ConfirmationForm } from './ConfirmationForm';
import { ConfirmationOutcome } from './ConfirmationOutcome';

/** The token comes as confirmation_token (also accepted: token). */
export function confirmationTokenOf(params: URLSearchParams): string | null {
  const token = (params.get('confirmation_token') ?? params.get('token') ?? '').trim();
  return token === '' ? null : token;
}

/**
 * /inscricoes/estudante/confirmar (spec 3 §2.10, §4), public: checks the token of the query string,
 * then shows the form, and ends on the success, already-confirmed or invalid-token page.
 */
export function EnrollmentConfirmationPage() {
  const [params] = useSearchParams();
  const token = confirmationTokenOf(params);
  const check = useTokenCheck(token);
  const [result, setResult] = useState<Exclude<ConfirmResult, 'failed'> | null>(null);
  const outcome = result ?? (check.status === 'valid' || check.status === 'checking' ? null : check.status);

  if (outcome === 'confirmed')
    return (
      <ConfirmationOutcome
        testId="confirmation-success"
        title={confirmationMessages.successTitle}
        message={confirmationMessages.successMessage}
      />
    );
  if (outcome === 'alreadyConfirmed')
    return (
      <ConfirmationOutcome testId="confirmation-already" title={registrationMessages.alreadyConfirmed} />
    );
  if (outcome === 'invalid')
    return <ConfirmationOutcome testId="confirmation-invalid" title={registrationMessages.invalidToken} />;
  if (check.status !== 'valid' || token === null)
    return (
      <HStack gap="3" role="status" data-testid="confirmation-checking">
        <Spinner size="sm" />
        <Text>
          <FormattedMessage {...confirmationMessages.checking} />
        </Text>
      </HStack>
    );
  return <ConfirmationForm token={token} enrollment={check.enrollment} onDone={setResult} />;
}
