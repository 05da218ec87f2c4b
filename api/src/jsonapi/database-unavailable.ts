import { localizedErrors } from './localized-error.js';
import type { JsonApiErrorObject } from './errors.js';
import { lookupMessage, messagesById, type Locale } from '../shared-rules.js';

/** How long a client is asked to wait before retrying while the database cannot be reached. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

const IDS = { unavailable: 'database.error.unavailable' } as const;

const MESSAGES = messagesById(IDS, {
  'pt-BR': {
    unavailable:
      'O serviço está temporariamente sem acesso ao banco de dados. Tente novamente em alguns segundos.',
  },
  es: {
    unavailable:
      'El servicio no tiene acceso a la base de datos en este momento. Inténtalo de nuevo en unos segundos.',
  },
  'pt-PT': {
    unavailable:
      'O serviço está temporariamente sem acesso à base de dados. Tente novamente dentro de alguns segundos.',
  },
});

const database = localizedErrors(IDS, (id, locale: Locale) => lookupMessage(MESSAGES, id, locale));

/** The answer while the database cannot be reached: 503, Retry-After, the message in the caller's language. */
export function databaseUnavailable(locale: Locale): {
  status: number;
  errors: JsonApiErrorObject[];
  headers: Record<string, string>;
} {
  return {
    status: 503,
    errors: [database.error(503, 'unavailable', locale)],
    headers: { 'retry-after': String(DATABASE_RETRY_AFTER_SECONDS) },
  };
}
