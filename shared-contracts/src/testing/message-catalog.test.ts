import { messageCatalogProblems } from './message-catalog';

describe('messageCatalogProblems', () => {
  it('accepts a complete, namespaced catalog', () => {
    const messages = {
      'pt-BR': { 'x.total': '{n} itens' },
      es: { 'x.total': '{n} elementos' },
      'pt-PT': { 'x.total': '{n} itens' },
    };
    expect(messageCatalogProblems(messages, ['x'])).toEqual([]);
  });

  it('reports missing, empty, mismatched and unnamespaced messages', () => {
    const messages = {
      'pt-BR': { 'x.a': 'A {n}', 'x.b': 'B', 'y.c': 'C' },
      es: { 'x.a': 'A {m}', 'x.b': ' ', 'y.c': 'C' },
      'pt-PT': { 'x.a': 'A {n}', 'y.c': 'C' },
    };
    expect(messageCatalogProblems(messages, ['x'])).toEqual([
      'x.a: arguments in es differ from pt-BR',
      'x.b: empty in es',
      'x.b: missing in pt-PT',
      'y.c: outside x',
    ]);
  });
});
