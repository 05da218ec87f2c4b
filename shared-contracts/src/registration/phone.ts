import { COUNTRY_IDS } from './constants';
import { onlyDigits } from './cpf';
import { REGISTRATION_MESSAGE_IDS as M, type RegistrationMessageId } from './messages';

export interface PhoneLengthRule {
  /** Accepted digit counts (area code included, no country code). */
  lengths: readonly number[];
  /** Message issued when the count is not accepted. */
  messageId: RegistrationMessageId;
}

const RULES: Readonly<Record<number, PhoneLengthRule>> = {
  /** Brazil: 10 to 11 digits, area code included (§5, §9). */
  [COUNTRY_IDS.brazil]: { lengths: [10, 11], messageId: M.phoneLengthBrazil },
  /** Paraguay: 8, 9 or 10 digits per the mask; the validation text says 8 or 10 (§5). */
  [COUNTRY_IDS.paraguay]: { lengths: [8, 9, 10], messageId: M.phoneLengthParaguay },
  /** Country id 4 (Argentina): 9 to 11 digits (§5). */
  [COUNTRY_IDS.argentina]: { lengths: [9, 10, 11], messageId: M.phoneLengthArgentina },
};

/**
 * The phone length rule of a country, or null when the spec states none (country 2 and any other
 * country: only the characters are checked).
 */
export function phoneLengthRule(countryId: number | null | undefined): PhoneLengthRule | null {
  return countryId == null ? null : (RULES[countryId] ?? null);
}

/** Digits, spaces, parentheses, dots, dashes and a plus sign: what a phone mask may contain. */
export function hasPhoneCharactersOnly(value: string): boolean {
  return /^[\d\s().+-]*$/.test(value);
}

/** Whether the digits of a phone have an accepted count for the country (true when no rule). */
export function isValidPhoneLength(
  value: string | null | undefined,
  countryId: number | null | undefined,
): boolean {
  const rule = phoneLengthRule(countryId);
  return rule === null || rule.lengths.includes(onlyDigits(value).length);
}
