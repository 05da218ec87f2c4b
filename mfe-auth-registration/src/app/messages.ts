import { REGISTRATION_MESSAGES, SUPPORTED_LOCALES, type LocaleMessages } from 'shared-contracts';
import { componentsMessages } from '../components/i18n';
import { enrollmentConfirmationMessages } from '../features/enrollment-confirmation/i18n';
import { registrationMessages } from '../features/registration/i18n';
import { schoolRequestMessages } from '../features/school-request/i18n';
import { supportMessages } from '../features/support/i18n';

const catalogs: LocaleMessages[] = [
  componentsMessages,
  registrationMessages,
  schoolRequestMessages,
  supportMessages,
  enrollmentConfirmationMessages,
];

/**
 * This remote's messages in every locale (keys "authRegistration.*"), plus the shared validation
 * and error messages of the registration rules (keys "registration.*"); the shell merges them.
 */
export const messages: LocaleMessages = Object.fromEntries(
  SUPPORTED_LOCALES.map((locale) => [
    locale,
    Object.assign({}, REGISTRATION_MESSAGES[locale], ...catalogs.map((c) => c[locale])),
  ]),
) as LocaleMessages;
