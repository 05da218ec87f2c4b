import { SUPPORTED_LOCALES } from 'shared-contracts';
import { messages } from './index';

const NAMESPACES = ['editionAdmin', 'pagedTable'];

/** ICU argument names used by a message ("{total, plural, ...}" → total). */
function argumentsOf(text: string): string[] {
  return [...text.matchAll(/\{\s*([A-Za-z_]\w*)\s*[,}]/g)].map((m) => m[1]!).sort();
}

describe('messages', () => {
  const allKeys = [...new Set(SUPPORTED_LOCALES.flatMap((locale) => Object.keys(messages[locale])))].sort();

  it.each(SUPPORTED_LOCALES)('%s has every message key of the other locales', (locale) => {
    expect(Object.keys(messages[locale]).sort()).toEqual(allKeys);
  });

  it.each(SUPPORTED_LOCALES)('%s has no empty message and the same arguments as pt-BR', (locale) => {
    for (const key of allKeys) {
      const text = messages[locale][key] ?? '';
      expect({ key, empty: text.trim() === '' }).toEqual({ key, empty: false });
      expect({ key, args: argumentsOf(text) }).toEqual({
        key,
        args: argumentsOf(messages['pt-BR'][key] ?? ''),
      });
    }
  });

  it('namespaces every key', () => {
    for (const key of allKeys) expect(NAMESPACES.some((ns) => key.startsWith(`${ns}.`))).toBe(true);
  });
});
