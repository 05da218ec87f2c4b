import { SUPPORTED_LOCALES } from 'shared-contracts';
import { SHELL_MESSAGES } from '.';

describe('shell message catalog', () => {
  const reference = Object.keys(SHELL_MESSAGES['pt-BR']).sort();

  it.each(SUPPORTED_LOCALES)('%s has exactly the pt-BR keys', (locale) => {
    expect(Object.keys(SHELL_MESSAGES[locale]).sort()).toEqual(reference);
  });

  it.each(SUPPORTED_LOCALES)('%s has no empty message', (locale) => {
    const empty = Object.entries(SHELL_MESSAGES[locale]).filter(([, text]) => !text.trim());
    expect(empty).toEqual([]);
  });

  it('translates rather than copies: es and pt-PT differ from pt-BR in most messages', () => {
    const ids = Object.keys(SHELL_MESSAGES['pt-BR']);
    for (const locale of ['es', 'pt-PT'] as const) {
      const different = ids.filter((id) => SHELL_MESSAGES[locale][id] !== SHELL_MESSAGES['pt-BR'][id]);
      expect(different.length).toBeGreaterThan(ids.length / 2);
    }
  });
});
