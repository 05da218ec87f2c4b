import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { hasMessageId, lookupMessage } from '../../i18n/message-lookup';
import { SHARED_MESSAGES } from '../../i18n/shared-messages';

/**
 * The text of a shared message whose id comes at run time (a valibot issue of the shared schemas, an API
 * error code): those ids are declared as descriptors in shared-contracts.
 */
export const sharedMessageText = (id: string, locale: string): string =>
  lookupMessage(SHARED_MESSAGES, id, locale);

/** An error to show: a shared message id translated, or a server text as given. */
export function useErrorText() {
  const { locale } = useIntl();
  return useCallback(
    (message: string | undefined): string | undefined =>
      message === undefined
        ? undefined
        : hasMessageId(SHARED_MESSAGES, message)
          ? sharedMessageText(message, locale)
          : message,
    [locale],
  );
}
