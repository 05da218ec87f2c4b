import { COUNTRY_IDS } from './constants';
import { REGISTRATION_MESSAGE_IDS as M } from './messages';
import { hasPhoneCharactersOnly, isValidPhoneLength, phoneLengthRule } from './phone';

const digits = (n: number) => '9'.repeat(n);

describe('phone lengths per country', () => {
  it.each([
    ['Brazil', COUNTRY_IDS.brazil, [10, 11], [9, 12]],
    ['Paraguay', COUNTRY_IDS.paraguay, [8, 9, 10], [7, 11]],
    ['Argentina (id 4)', COUNTRY_IDS.argentina, [9, 10, 11], [8, 12]],
  ])('%s accepts %j digits and rejects %j', (_name, country, ok, bad) => {
    for (const n of ok) expect(isValidPhoneLength(digits(n), country)).toBe(true);
    for (const n of bad) expect(isValidPhoneLength(digits(n), country)).toBe(false);
  });

  it('counts digits only, ignoring the mask', () => {
    expect(isValidPhoneLength('(11) 98765-4321', COUNTRY_IDS.brazil)).toBe(true);
    expect(isValidPhoneLength('(11) 8765-4321', COUNTRY_IDS.brazil)).toBe(true);
    expect(isValidPhoneLength('(11) 765-4321', COUNTRY_IDS.brazil)).toBe(false);
  });

  it('has a message per country and no rule where the spec states none', () => {
    expect(phoneLengthRule(COUNTRY_IDS.brazil)?.messageId).toBe(M.phoneLengthBrazil);
    expect(phoneLengthRule(COUNTRY_IDS.paraguay)?.messageId).toBe(M.phoneLengthParaguay);
    expect(phoneLengthRule(COUNTRY_IDS.argentina)?.messageId).toBe(M.phoneLengthArgentina);
    expect(phoneLengthRule(COUNTRY_IDS.portugal)).toBeNull();
    expect(phoneLengthRule(null)).toBeNull();
    expect(isValidPhoneLength('123', COUNTRY_IDS.portugal)).toBe(true);
  });

  it('accepts mask characters only', () => {
    expect(hasPhoneCharactersOnly('+55 (11) 98765-4321')).toBe(true);
    expect(hasPhoneCharactersOnly('11 9876x4321')).toBe(false);
  });
});
