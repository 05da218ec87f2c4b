import { defineMessages, messageIds } from '../i18n/define-messages';
import { DEFAULT_LOCALE, type Locale, type LocaleMessages } from '../i18n/locales';
import { lookupMessage } from '../i18n/message-lookup';
import { SHARED_MESSAGES } from '../i18n/shared-messages';

/**
 * The messages of the registration capability (react-intl descriptors, pt-BR text as defaultMessage;
 * es and pt-PT in lang/*.json). Schemas issue their ids as their messages: forms translate them with
 * react-intl, the API turns them into text with `registrationMessage`.
 */
export const registrationMessages = defineMessages({
  required: { id: 'registration.validation.required', defaultMessage: 'Campo obrigatório' },
  invalidEmail: { id: 'registration.validation.invalidEmail', defaultMessage: 'E-mail inválido' },
  invalidDate: {
    id: 'registration.validation.invalidDate',
    defaultMessage: 'Data inválida (use DD/MM/AAAA)',
  },
  invalidTime: {
    id: 'registration.validation.invalidTime',
    defaultMessage: 'Horário inválido (use HH:MM:SS)',
  },
  selectOne: { id: 'registration.validation.selectOne', defaultMessage: 'Selecione uma opção' },
  selectAtLeastOne: {
    id: 'registration.validation.selectAtLeastOne',
    defaultMessage: 'Selecione pelo menos uma opção',
  },
  minLength3: {
    id: 'registration.validation.minLength3',
    defaultMessage: 'Este campo precisa ter pelo menos 3 caracteres',
  },
  maxLength100: {
    id: 'registration.validation.maxLength100',
    defaultMessage: 'Este campo suporta no máximo até 100 caracteres',
  },
  maxLength80: {
    id: 'registration.validation.maxLength80',
    defaultMessage: 'Este campo suporta no máximo até 80 caracteres',
  },
  maxLength200: {
    id: 'registration.validation.maxLength200',
    defaultMessage: 'Este campo suporta no máximo até 200 caracteres',
  },
  maxLength5000: {
    id: 'registration.validation.maxLength5000',
    defaultMessage: 'Este campo suporta no máximo até 5000 caracteres',
  },
  maxDigits9: {
    id: 'registration.validation.maxDigits9',
    defaultMessage: 'Este campo suporta no máximo 9 dígitos.',
  },
  invalidValue: { id: 'registration.validation.invalidValue', defaultMessage: 'Valor inválido' },
  invalidCpf: { id: 'registration.validation.invalidCpf', defaultMessage: 'CPF inválido' },
  phoneLengthBrazil: {
    id: 'registration.validation.phoneLengthBrazil',
    defaultMessage: 'O telefone deve ter 10 ou 11 dígitos, com o DDD',
  },
  phoneLengthParaguay: {
    id: 'registration.validation.phoneLengthParaguay',
    defaultMessage: 'O telefone deve ter 8 ou 10 dígitos',
  },
  phoneLengthArgentina: {
    id: 'registration.validation.phoneLengthArgentina',
    defaultMessage: 'O telefone deve ter de 9 a 11 dígitos',
  },
  futureDate: { id: 'registration.validation.futureDate', defaultMessage: 'A data não pode estar no futuro' },
  birthWindow: {
    id: 'registration.validation.birthWindow',
    defaultMessage: 'Sua data de nascimento não é apta para esta edição',
  },
  higherEducation: {
    id: 'registration.validation.higherEducation',
    defaultMessage: 'Estudantes do ensino superior não são aptos para esta edição',
  },
  acceptTerms: {
    id: 'registration.validation.acceptTerms',
    defaultMessage: 'Você precisa aceitar os termos para continuar',
  },
  fullName: { id: 'registration.validation.fullName', defaultMessage: 'Informe nome e sobrenome' },
  zipcode: { id: 'registration.validation.zipcode', defaultMessage: 'O CEP deve ter 8 dígitos' },
  digitsOnly: { id: 'registration.validation.digitsOnly', defaultMessage: 'Use apenas números' },
  citizenCard: {
    id: 'registration.validation.citizenCard',
    defaultMessage: 'O número do cartão de cidadão deve ter 8 dígitos',
  },
  cpfInUse: { id: 'registration.error.cpfInUse', defaultMessage: 'CPF já está em uso' },
  registrationFailed: {
    id: 'registration.error.registrationFailed',
    defaultMessage: 'Não foi possível fazer seu cadastro no momento.',
  },
  alreadyRegistered: {
    id: 'registration.error.alreadyRegistered',
    defaultMessage: 'Você já se cadastrou nessa edição.',
  },
  cepNotFound: { id: 'registration.error.cepNotFound', defaultMessage: 'CEP não encontrado' },
  cepLookupFailed: {
    id: 'registration.error.cepLookupFailed',
    defaultMessage: 'Erro ao carregar dados por CEP, favor preencher manualmente',
  },
  noResults: { id: 'registration.error.noResults', defaultMessage: 'Nenhum resultado encontrado' },
  inepExists: {
    id: 'registration.error.inepExists',
    defaultMessage: 'O código INEP já existe em nossa base de dados.',
  },
  schoolRequestFailed: {
    id: 'registration.error.schoolRequestFailed',
    defaultMessage: 'Não foi possível concluir a solicitação de escola.',
  },
  supportFailed: {
    id: 'registration.error.supportFailed',
    defaultMessage: 'Não foi possível enviar a mensagem ao suporte. Tente novamente mais tarde.',
  },
  registrationNotOpen: {
    id: 'registration.error.registrationNotOpen',
    defaultMessage: 'As inscrições para esta edição ainda não começaram.',
  },
  registrationClosed: {
    id: 'registration.error.registrationClosed',
    defaultMessage: 'As inscrições para esta edição estão encerradas.',
  },
  invalidCategory: {
    id: 'registration.error.invalidCategory',
    defaultMessage: 'Esta categoria não é oferecida nesta edição.',
  },
  confirmFailed: {
    id: 'registration.error.confirmFailed',
    defaultMessage: 'Não foi possível confirmar sua inscrição no momento.',
  },
  invalidToken: {
    id: 'registration.error.invalidToken',
    defaultMessage: 'Token de confirmação inválido ou inexistente.',
  },
  alreadyConfirmed: {
    id: 'registration.error.alreadyConfirmed',
    defaultMessage: 'A inscrição já foi confirmada.',
  },
});

/** The message ids by key (the schemas' messages, the API's error codes). */
export const REGISTRATION_MESSAGE_IDS = messageIds(registrationMessages);

export type RegistrationMessageKey = keyof typeof REGISTRATION_MESSAGE_IDS;
export type RegistrationMessageId = (typeof REGISTRATION_MESSAGE_IDS)[RegistrationMessageKey];

/** @deprecated SHARED_MESSAGES (which AppProviders and the test renderer merge already). */
export const REGISTRATION_MESSAGES: LocaleMessages = SHARED_MESSAGES;

const REGISTRATION_IDS: ReadonlySet<string> = new Set(Object.values(REGISTRATION_MESSAGE_IDS));

export const isRegistrationMessageId = (value: unknown): value is RegistrationMessageId =>
  typeof value === 'string' && REGISTRATION_IDS.has(value);

/**
 * The text of a registration message for the server (or anywhere without react-intl). An unknown
 * locale falls back to pt-BR; an id that is not a shared message is returned as given.
 */
export const registrationMessage = (id: string, locale: Locale | string = DEFAULT_LOCALE) =>
  lookupMessage(SHARED_MESSAGES, id, locale);
