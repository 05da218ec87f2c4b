import { Alert } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { useLocation } from 'shared-contracts/ui';
import { arrivalWarningMessages, editionsMessages } from './messages';

/** Navigation state other screens send to the lists: a lost connection, or why an exam could not be taken. */
export interface ArrivalState {
  disconnected: boolean;
  warnings: string[];
}

export function readArrivalState(state: unknown): ArrivalState {
  const s = (state ?? {}) as { disconnected?: unknown; warnings?: unknown };
  const warnings = Array.isArray(s.warnings)
    ? s.warnings.filter((w): w is string => typeof w === 'string' && w !== '')
    : [];
  return { disconnected: s.disconnected === true, warnings };
}

/** Where the answers kept on this device stand, live: offline, being sent, or all on the server. */
export type KeptAnswers = 'offline' | 'sending' | 'sent';

const KEPT = arrivalWarningMessages.offlineKept.id;

/**
 * The connection-lost notice and the warnings this location's navigation state carries. The notice goes
 * once the connection is back (`backOnline` > 0): the waiting answers are sent from the list then. The
 * "answers kept on this device" warning follows `keptAnswers`: a polite status that says "sending" once
 * the connection is back, and goes once nothing waits.
 */
export function ArrivalNotices({
  backOnline = 0,
  keptAnswers = 'offline',
}: {
  backOnline?: number;
  keptAnswers?: KeptAnswers;
}) {
  const intl = useIntl();
  const arrival = readArrivalState(useLocation().state);
  // A warning may be the id of a known message (translated) or a ready text.
  const text = (w: string) => {
    if (w === KEPT && keptAnswers === 'sending') return intl.formatMessage(editionsMessages.keptSending);
    const known = Object.values(arrivalWarningMessages).find((m) => m.id === w);
    return known ? intl.formatMessage(known) : w;
  };
  return (
    <>
      {arrival.disconnected && backOnline === 0 && (
        <Alert.Root status="error" data-testid="connection-lost">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{intl.formatMessage(editionsMessages.disconnectedTitle)}</Alert.Title>
            <Alert.Description>{intl.formatMessage(editionsMessages.disconnectedMessage)}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      {arrival.warnings.map((w, i) =>
        w === KEPT && keptAnswers === 'sent' ? null : (
          <Alert.Root
            key={`${i}-${w}`}
            status={w === KEPT && keptAnswers === 'sending' ? 'info' : 'warning'}
            data-testid="arrival-warning"
            {...(w === KEPT ? { role: 'status' } : {})}
          >
            <Alert.Indicator />
            <Alert.Description>{text(w)}</Alert.Description>
          </Alert.Root>
        ),
      )}
    </>
  );
}
