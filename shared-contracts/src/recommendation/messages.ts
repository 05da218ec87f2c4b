import { defineMessages, messageIds } from '../i18n/define-messages';
import { DEFAULT_LOCALE, type Locale, type LocaleMessages } from '../i18n/locales';
import { lookupMessage } from '../i18n/message-lookup';
import { SHARED_MESSAGES } from '../i18n/shared-messages';

/**
 * The messages of the teacher recommendation (spec 3 §5, §8), as react-intl descriptors (pt-BR text as
 * defaultMessage; es and pt-PT in lang/*.json). The schema issues their ids: the dialog translates them
 * with react-intl, the API turns them into text with `recommendationMessage` and sends the id as the
 * error's `code`.
 */
export const recommendationMessages = defineMessages({
  nameMinLength: {
    id: 'recommendation.validation.nameMinLength',
    defaultMessage: 'O nome precisa ter ao menos 3 caracteres',
  },
  nameMaxLength: {
    id: 'recommendation.validation.nameMaxLength',
    defaultMessage: 'O nome pode ter no máximo 200 caracteres',
  },
  invalidEmail: {
    id: 'recommendation.validation.invalidEmail',
    defaultMessage: 'O email deve ser um endereço válido',
  },
  invalidSource: {
    id: 'recommendation.validation.invalidSource',
    defaultMessage: 'Origem da indicação inválida',
  },
  participationRequired: {
    id: 'recommendation.validation.participationRequired',
    defaultMessage: 'Informe a participação da indicação',
  },
  exists: {
    id: 'recommendation.error.exists',
    defaultMessage: 'Já existe uma indicação para esta participação.',
  },
  notFound: { id: 'recommendation.error.notFound', defaultMessage: 'Indicação não encontrada.' },
  participationNotFound: {
    id: 'recommendation.error.participationNotFound',
    defaultMessage: 'Participação não encontrada.',
  },
});

/** The message ids by key (the schema's messages, the API's error codes). */
export const RECOMMENDATION_MESSAGE_IDS = messageIds(recommendationMessages);

export type RecommendationMessageKey = keyof typeof RECOMMENDATION_MESSAGE_IDS;
export type RecommendationMessageId = (typeof RECOMMENDATION_MESSAGE_IDS)[RecommendationMessageKey];

/** @deprecated SHARED_MESSAGES (which AppProviders and the test renderer merge already). */
export const RECOMMENDATION_MESSAGES: LocaleMessages = SHARED_MESSAGES;

/**
 * The text of a recommendation message for the server (or anywhere without react-intl). An unknown
 * locale falls back to pt-BR; an id that is not a shared message is returned as given.
 */
export const recommendationMessage = (id: string, locale: Locale | string = DEFAULT_LOCALE) =>
  lookupMessage(SHARED_MESSAGES, id, locale);
