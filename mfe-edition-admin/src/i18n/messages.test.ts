import { messageCatalogProblems } from 'shared-contracts/testing';
import { messages } from './index';

it('has every message in all three locales, non-empty, with the same arguments, namespaced', () => {
  expect(messageCatalogProblems(messages, ['editionAdmin', 'pagedTable'])).toEqual([]);
});
