import { messageCatalogProblems } from 'shared-contracts/testing';
import { messages } from '../app/messages';

it('has every message in all three locales, non-empty, with the same arguments, namespaced', () => {
  expect(messageCatalogProblems(messages, ['authRegistration', 'registration'])).toEqual([]);
});
