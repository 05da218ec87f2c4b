import { localizedErrors } from '../../jsonapi/localized-error.js';
import { lookupMessage, messagesById, type Locale } from '../../shared-rules.js';

const COORDINATOR_MESSAGE_IDS = { notFound: 'coordinator.error.notFound' } as const;
type Key = keyof typeof COORDINATOR_MESSAGE_IDS;

const MESSAGES = messagesById(COORDINATOR_MESSAGE_IDS, {
  'pt-BR': { notFound: 'Coordenador não encontrado.' },
  es: { notFound: 'Coordinador no encontrado.' },
  'pt-PT': { notFound: 'Coordenador não encontrado.' },
});

const coordinators = localizedErrors(COORDINATOR_MESSAGE_IDS, (id, locale: Locale) =>
  lookupMessage(MESSAGES, id, locale),
);

/** An ApiError whose single error carries the coordinator message id and its text in the locale. */
export const coordinatorFailure = (status: number, key: Key, locale: Locale) =>
  coordinators.failure(status, key, locale);
