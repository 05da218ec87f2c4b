import { SHARED_MESSAGES } from '../i18n/shared-messages';
import { messageCatalogProblems, messagesOf } from '../testing/message-catalog';
import { isRegistrationMessageId, REGISTRATION_MESSAGE_IDS, registrationMessage } from './messages';

const OWN = messagesOf(SHARED_MESSAGES, Object.values(REGISTRATION_MESSAGE_IDS));

describe('registration messages', () => {
  it('has every message in all three locales, non-empty, namespaced', () =>
    expect(messageCatalogProblems(OWN, ['registration'])).toEqual([]));

  it('holds every id in every locale', () => {
    for (const locale of ['pt-BR', 'es', 'pt-PT'] as const)
      expect(Object.keys(OWN[locale]).sort()).toEqual(Object.values(REGISTRATION_MESSAGE_IDS).sort());
  });

  it("uses the spec's Portuguese texts", () => {
    const pt = OWN['pt-BR'];
    const M = REGISTRATION_MESSAGE_IDS;
    expect(pt[M.minLength3]).toBe('Este campo precisa ter pelo menos 3 caracteres');
    expect(pt[M.maxLength100]).toBe('Este campo suporta no máximo até 100 caracteres');
    expect(pt[M.maxDigits9]).toBe('Este campo suporta no máximo 9 dígitos.');
    expect(pt[M.invalidValue]).toBe('Valor inválido');
    expect(pt[M.cpfInUse]).toBe('CPF já está em uso');
    expect(pt[M.registrationFailed]).toBe('Não foi possível fazer seu cadastro no momento.');
    expect(pt[M.alreadyRegistered]).toBe('Você já se cadastrou nessa edição.');
    expect(pt[M.cepNotFound]).toBe('CEP não encontrado');
    expect(pt[M.cepLookupFailed]).toBe('Erro ao carregar dados por CEP, favor preencher manualmente');
    expect(pt[M.noResults]).toBe('Nenhum resultado encontrado');
    expect(pt[M.inepExists]).toBe('O código INEP já existe em nossa base de dados.');
  });

  it('translates rather than copies: es differs from pt-BR', () => {
    const same = Object.keys(OWN['pt-BR']).filter((id) => OWN.es[id] === OWN['pt-BR'][id]);
    expect(same).toEqual([]);
  });

  it('registrationMessage gives the text for the server, with fallbacks', () => {
    expect(registrationMessage('registration.validation.invalidValue', 'es')).toBe('Valor no válido');
    expect(registrationMessage('registration.error.cpfInUse', 'pt-PT')).toBe('O CPF já está a ser utilizado');
    expect(registrationMessage('registration.error.cpfInUse')).toBe('CPF já está em uso');
    expect(registrationMessage('registration.error.cpfInUse', 'fr')).toBe('CPF já está em uso');
    expect(registrationMessage('something.else', 'es')).toBe('something.else');
  });

  it('recognises its ids', () => {
    expect(isRegistrationMessageId('registration.validation.required')).toBe(true);
    expect(isRegistrationMessageId('registration.nope')).toBe(false);
    expect(isRegistrationMessageId(3)).toBe(false);
  });
});
