import { localizedErrors } from '../../jsonapi/localized-error.js';
import { lookupMessage, messagesById, type Locale } from '../../shared-rules.js';

/** Message ids of the students' inbox and push opt-in (issue 16). */
const INBOX_MESSAGE_IDS = {
  notFound: 'inbox.error.notFound',
  endpointRefused: 'inbox.error.endpointRefused',
} as const;

type InboxMessageKey = keyof typeof INBOX_MESSAGE_IDS;
type Catalog = Record<InboxMessageKey, string>;

const ptBR: Catalog = {
  notFound: 'Notificação não encontrada.',
  endpointRefused: 'Este endereço de notificações do navegador não é aceito.',
};

const es: Catalog = {
  notFound: 'Notificación no encontrada.',
  endpointRefused: 'Esta dirección de notificaciones del navegador no se acepta.',
};

const ptPT: Catalog = {
  notFound: 'Notificação não encontrada.',
  endpointRefused: 'Este endereço de notificações do navegador não é aceite.',
};

const INBOX_MESSAGES = messagesById(INBOX_MESSAGE_IDS, { 'pt-BR': ptBR, es, 'pt-PT': ptPT });

const inbox = localizedErrors(INBOX_MESSAGE_IDS, (id, locale: Locale, values) =>
  lookupMessage(INBOX_MESSAGES, id, locale, values),
);

export const inboxFailure = (status: number, key: InboxMessageKey, locale: Locale, pointer?: string) =>
  inbox.failure(status, key, locale, pointer);
