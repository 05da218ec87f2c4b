import { DEFAULT_LOCALE, type Locale, type LocaleMessages } from '../i18n/locales';
import { lookupMessage, messagesById } from '../i18n/message-lookup';

/**
 * Message ids of the teacher recommendation (spec 3 §5, §8). The schema issues these ids: the
 * dialog translates them with react-intl, the API turns them into text with `recommendationMessage`
 * and sends the id as the error's `code`.
 */
export const RECOMMENDATION_MESSAGE_IDS = {
  nameMinLength: 'recommendation.validation.nameMinLength',
  nameMaxLength: 'recommendation.validation.nameMaxLength',
  invalidEmail: 'recommendation.validation.invalidEmail',
  invalidSource: 'recommendation.validation.invalidSource',
  participationRequired: 'recommendation.validation.participationRequired',
  exists: 'recommendation.error.exists',
  notFound: 'recommendation.error.notFound',
  participationNotFound: 'recommendation.error.participationNotFound',
} as const;

export type RecommendationMessageKey = keyof typeof RECOMMENDATION_MESSAGE_IDS;
export type RecommendationMessageId = (typeof RECOMMENDATION_MESSAGE_IDS)[RecommendationMessageKey];

type Catalog = Record<RecommendationMessageKey, string>;

const ptBR: Catalog = {
  nameMinLength: 'O nome precisa ter ao menos 3 caracteres',
  nameMaxLength: 'O nome pode ter no máximo 200 caracteres',
  invalidEmail: 'O email deve ser um endereço válido',
  invalidSource: 'Origem da indicação inválida',
  participationRequired: 'Informe a participação da indicação',
  exists: 'Já existe uma indicação para esta participação.',
  notFound: 'Indicação não encontrada.',
  participationNotFound: 'Participação não encontrada.',
};

const es: Catalog = {
  nameMinLength: 'El nombre debe tener al menos 3 caracteres',
  nameMaxLength: 'El nombre puede tener como máximo 200 caracteres',
  invalidEmail: 'El correo electrónico debe ser una dirección válida',
  invalidSource: 'Origen de la recomendación no válido',
  participationRequired: 'Indica la participación de la recomendación',
  exists: 'Ya existe una recomendación para esta participación.',
  notFound: 'Recomendación no encontrada.',
  participationNotFound: 'Participación no encontrada.',
};

const ptPT: Catalog = {
  nameMinLength: 'O nome tem de ter pelo menos 3 caracteres',
  nameMaxLength: 'O nome pode ter no máximo 200 caracteres',
  invalidEmail: 'O e-mail tem de ser um endereço válido',
  invalidSource: 'Origem da indicação inválida',
  participationRequired: 'Indique a participação da indicação',
  exists: 'Já existe uma indicação para esta participação.',
  notFound: 'Indicação não encontrada.',
  participationNotFound: 'Participação não encontrada.',
};

/** Every recommendation message in every locale, keyed by its id (merge into the IntlProvider). */
export const RECOMMENDATION_MESSAGES: LocaleMessages = messagesById(RECOMMENDATION_MESSAGE_IDS, {
  'pt-BR': ptBR,
  es,
  'pt-PT': ptPT,
});

/**
 * The text of a recommendation message for the server (or anywhere without react-intl). An unknown
 * locale falls back to pt-BR; an id that is not a recommendation message is returned as given.
 */
export const recommendationMessage = (id: string, locale: Locale | string = DEFAULT_LOCALE) =>
  lookupMessage(RECOMMENDATION_MESSAGES, id, locale);
