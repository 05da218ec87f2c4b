import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { isRegistrationMessageId } from 'shared-contracts';

type Values = Record<string, string | number>;

/** This feature's texts ("authRegistration.registration.<key>"). */
export function useRegistrationText() {
  const intl = useIntl();
  return useCallback(
    (key: string, values?: Values) =>
      intl.formatMessage({ id: `authRegistration.registration.${key}` }, values),
    [intl],
  );
}

/** An error to show: a shared registration message id translated, or a server text as given. */
export function useErrorText() {
  const intl = useIntl();
  return useCallback(
    (message: string | undefined): string | undefined =>
      message === undefined
        ? undefined
        : isRegistrationMessageId(message)
          ? intl.formatMessage({ id: message })
          : message,
    [intl],
  );
}
