import { hasMessageId, lookupMessage, messagesById } from './message-lookup';

const IDS = { hello: 'demo.hello', only: 'demo.only', count: 'demo.count' } as const;
const MESSAGES = messagesById(IDS, {
  'pt-BR': { hello: 'Olá', only: 'Só em pt-BR', count: '{n} de {total}' },
  es: { hello: 'Hola', only: 'Solo', count: '{n} de {total}' },
  'pt-PT': { hello: 'Olá!', only: 'Só em pt-PT', count: '{n} de {total}' },
});

describe('message lookup', () => {
  it('keys every locale by message id', () => {
    expect(MESSAGES.es).toEqual({
      'demo.hello': 'Hola',
      'demo.only': 'Solo',
      'demo.count': '{n} de {total}',
    });
    expect(MESSAGES['pt-PT']['demo.hello']).toBe('Olá!');
  });

  it('gives the text in the locale, pt-BR for an unknown locale, the id for an unknown id', () => {
    expect(lookupMessage(MESSAGES, 'demo.hello', 'es')).toBe('Hola');
    expect(lookupMessage(MESSAGES, 'demo.hello')).toBe('Olá');
    expect(lookupMessage(MESSAGES, 'demo.hello', 'fr')).toBe('Olá');
    expect(lookupMessage(MESSAGES, 'demo.other', 'es')).toBe('demo.other');
  });

  it('fills the arguments it is given and leaves the others as written', () => {
    expect(lookupMessage(MESSAGES, 'demo.count', 'es', { n: 2, total: '5' })).toBe('2 de 5');
    expect(lookupMessage(MESSAGES, 'demo.count', 'pt-PT', { n: 2 })).toBe('2 de {total}');
  });

  it('recognises the ids of the messages', () => {
    expect(hasMessageId(MESSAGES, 'demo.only')).toBe(true);
    expect(hasMessageId(MESSAGES, 'demo.none')).toBe(false);
    expect(hasMessageId(MESSAGES, 3)).toBe(false);
  });
});
