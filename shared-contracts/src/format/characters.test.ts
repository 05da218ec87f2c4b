import * as v from 'valibot';
import { clipCharacters, countCharacters } from './characters';
import { APP_MESSAGE_MAX_CHARACTERS, AppMessageSchema, appMessageFits } from '../wire/notification-wire';

// Issue 33, item 10: a character is what a person sees (a grapheme cluster), not a UTF-16 code unit.
describe('countCharacters', () => {
  it('counts an emoji as one character', () => {
    expect(countCharacters('Boa sorte na fase 1! 🎉')).toBe(22);
    expect(countCharacters('🎉🚀😀')).toBe(3);
  });

  it('counts a flag, a skin tone and a ZWJ family as one each', () => {
    expect(countCharacters('🇧🇷🇵🇹')).toBe(2);
    expect(countCharacters('👍🏽')).toBe(1);
    expect(countCharacters('👨‍👩‍👧‍👦')).toBe(1);
    expect(countCharacters('Família: 👩‍👩‍👦!')).toBe(11);
  });

  it('counts a letter with combining accents as one, as its precomposed form', () => {
    const decomposed = 'Sa\u0303o Jose\u0301';
    expect(decomposed).toHaveLength(10);
    expect(countCharacters(decomposed)).toBe(8);
    expect(countCharacters('São José')).toBe(8);
  });

  it('counts plain text, line breaks and nothing', () => {
    expect(countCharacters('')).toBe(0);
    expect(countCharacters('Fase 2 amanhã')).toBe(13);
    expect(countCharacters('a\nb')).toBe(3);
  });

  it('clips to a number of characters without splitting one', () => {
    expect(clipCharacters('👨‍👩‍👧‍👦👍🏽🇧🇷x', 2)).toBe('👨‍👩‍👧‍👦👍🏽');
    expect(clipCharacters('abc', 5)).toBe('abc');
  });
});

describe('the app message length rule', () => {
  it('allows APP_MESSAGE_MAX_CHARACTERS emoji and refuses one more', () => {
    expect(APP_MESSAGE_MAX_CHARACTERS).toBe(500);
    const full = '🎉'.repeat(APP_MESSAGE_MAX_CHARACTERS);
    expect(appMessageFits(full)).toBe(true);
    expect(v.is(AppMessageSchema, full)).toBe(true);
    expect(appMessageFits(`${full}🎉`)).toBe(false);
    expect(v.is(AppMessageSchema, `${full}x`)).toBe(false);
    expect(appMessageFits('👨‍👩‍👧‍👦'.repeat(APP_MESSAGE_MAX_CHARACTERS))).toBe(true);
  });
});
