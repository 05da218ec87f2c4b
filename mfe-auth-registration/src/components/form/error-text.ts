import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { isRegistrationMessageId, lookupMessage, REGISTRATION_MESSAGES } from 'shared-contracts';

/**
 * The text of a shared registration message whose id comes at run time (a valibot issue of the shared
 * schemas, an API error code): those ids are declared as descriptors in shared-contracts.
 */
export const registrationText = (id: string, locale: string): string =>
  lookupMessage(REGISTRATION_MESSAGES, id, locale);

/** An error to show: a shared registration message id translated, or a server text as given. */
export function useErrorText() {
  const { locale } = useIntl();
  return useCallback(
    (message: string | undefined): string | undefined =>
      message === undefined
        ? undefined
        : isRegistrationMessageId(message)
          ? registrationText(message, locale)
          : message,
    [locale],
  );
}
