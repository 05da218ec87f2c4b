import { useIntl } from 'react-intl';
import { useParams } from 'shared-contracts/ui';
import { formatDateTime, registrationState } from 'shared-contracts';
import { timeZoneNameOf, type RegistrationEdition } from '../api/edition';
import { useRegistrationEdition } from '../hooks/useRegistrationEdition';
import { useRegistrationPrefill } from '../hooks/useRegistrationPrefill';
import { LoadFailure, Loading } from './LoadFailure';
import { RegistrationForm } from './RegistrationForm';
import { RegistrationNotice } from './RegistrationNotice';
import { windowMessages } from '../messages';

/**
 * /inscricoes/:id/estudante and /inscricoes/:id (spec 1 §2): the registration window decides
 * between the subscription-closed message, the not-yet-open message and the form.
 */
export function RegistrationPage() {
  const { id } = useParams();
  const intl = useIntl();
  const edition = useRegistrationEdition(id);
  if (edition.status === 'loading') return <Loading />;
  if (edition.status === 'error') return <LoadFailure onRetry={edition.reload} />;
  if (edition.status === 'notFound')
    return (
      <RegistrationNotice
        status="error"
        message={intl.formatMessage(windowMessages.notFound)}
        testId="edition-not-found"
      />
    );

  const windowState = registrationState(edition.value);
  if (windowState === 'closed')
    return (
      <RegistrationNotice
        status="warning"
        message={intl.formatMessage(windowMessages.closed)}
        testId="registration-closed"
      />
    );
  if (windowState === 'before') {
    const date = formatDateTime(
      edition.value.start_registration,
      timeZoneNameOf(edition.value),
      intl.formatMessage(windowMessages.at),
    );
    return (
      <RegistrationNotice
        status="info"
        message={intl.formatMessage(windowMessages.unavailable, { date })}
        testId="registration-unavailable"
      />
    );
  }
  return <RegistrationScreen edition={edition.value} />;
}

/** The open window: the user and the existing inscription are loaded, then the form. */
function RegistrationScreen({ edition }: { edition: RegistrationEdition }) {
  const prefill = useRegistrationPrefill(edition.id);
  if (prefill.status === 'loading') return <Loading />;
  if (prefill.status === 'error') return <LoadFailure onRetry={prefill.reload} />;
  return <RegistrationForm edition={edition} user={prefill.user} inscription={prefill.inscription} />;
}
