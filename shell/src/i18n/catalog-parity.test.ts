import { messageCatalogProblems } from 'shared-contracts/testing';
import { SHELL_MESSAGES } from '.';

describe('shell message catalog', () => {
  it('has every message in all three locales, non-empty, with the same arguments, namespaced', () => {
    expect(messageCatalogProblems(SHELL_MESSAGES, ['shell'])).toEqual([]);
  });

  it('translates rather than copies: es and pt-PT differ from pt-BR in most messages', () => {
    const ids = Object.keys(SHELL_MESSAGES['pt-BR']);
    for (const locale of ['es', 'pt-PT'] as const) {
      const different = ids.filter((id) => SHELL_MESSAGES[locale][id] !== SHELL_MESSAGES['pt-BR'][id]);
      expect(different.length).toBeGreaterThan(ids.length / 2);
    }
  });
});
