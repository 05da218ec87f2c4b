import { localizedErrors, type ErrorWhere } from '../../jsonapi/localized-error.js';
import {
  lookupMessage,
  messagesById,
  PHASE_REQUIRED_MESSAGE,
  type Locale,
  type MessageValues,
} from '../../shared-rules.js';

/** Message ids of the notifications (spec 2 "Notifications" §5, §8): what a refused send says. */
const NOTIFICATION_MESSAGE_IDS = {
  editionNotFound: 'notifications.error.editionNotFound',
  notificationNotFound: 'notifications.error.notFound',
  examNotInEdition: 'notifications.error.examNotInEdition',
  phaseRequired: 'notifications.error.phaseRequired',
  phaseNotRanked: 'notifications.error.phaseNotRanked',
  phaseNotOpen: 'notifications.error.phaseNotOpen',
  subjectRequired: 'notifications.error.subjectRequired',
  subjectOneLine: 'notifications.error.subjectOneLine',
  messageRequired: 'notifications.error.messageRequired',
  messageControl: 'notifications.error.messageControl',
  appMessageTooLong: 'notifications.error.appMessageTooLong',
  badEmail: 'notifications.error.badEmail',
  emailsOnlyForEmail: 'notifications.error.emailsOnlyForEmail',
  badIdempotencyKey: 'notifications.error.badIdempotencyKey',
  sent: 'notifications.sent',
  appSent: 'notifications.appSent',
} as const;

export type NotificationMessageKey = keyof typeof NOTIFICATION_MESSAGE_IDS;
type Catalog = Record<NotificationMessageKey, string>;

// Spec 2 §8: a phase that does not allow the group fails with "A fase {title}" (the exam part of the error).
const ptBR: Catalog = {
  editionNotFound: 'Edição não encontrada.',
  notificationNotFound: 'Notificação não encontrada.',
  examNotInEdition: 'A fase escolhida não pertence a esta edição.',
  phaseRequired: PHASE_REQUIRED_MESSAGE,
  phaseNotRanked: 'A fase {phase} ainda não tem o ranking publicado.',
  phaseNotOpen: 'A fase {phase} não tem categoria aberta nem regular.',
  subjectRequired: 'O assunto não pode ficar em branco!',
  subjectOneLine: 'O assunto deve ficar em uma única linha, sem quebras de linha.',
  messageRequired: 'A mensagem não pode ficar em branco!',
  messageControl: 'A mensagem não pode conter caracteres de controle (só quebras de linha e tabulações).',
  appMessageTooLong: 'A mensagem do app pode ter no máximo {max} caracteres.',
  badEmail: 'O endereço "{email}" não é um e-mail válido.',
  emailsOnlyForEmail: 'Endereços extras só podem ser usados no envio de e-mail.',
  badIdempotencyKey: 'O cabeçalho Idempotency-Key deve ter de 1 a 200 caracteres visíveis.',
  sent: 'E-mail enviado com sucesso!',
  appSent: 'Notificação enviada com sucesso!',
};

const es: Catalog = {
  editionNotFound: 'Edición no encontrada.',
  notificationNotFound: 'Notificación no encontrada.',
  examNotInEdition: 'La fase elegida no pertenece a esta edición.',
  phaseRequired: '¡La fase no puede quedar en blanco!',
  phaseNotRanked: 'La fase {phase} todavía no tiene el ranking publicado.',
  phaseNotOpen: 'La fase {phase} no tiene categoría abierta ni regular.',
  subjectRequired: '¡El asunto no puede quedar en blanco!',
  subjectOneLine: 'El asunto debe quedar en una sola línea, sin saltos de línea.',
  messageRequired: '¡El mensaje no puede quedar en blanco!',
  messageControl: 'El mensaje no puede contener caracteres de control (solo saltos de línea y tabulaciones).',
  appMessageTooLong: 'El mensaje de la app puede tener como máximo {max} caracteres.',
  badEmail: 'La dirección "{email}" no es un correo electrónico válido.',
  emailsOnlyForEmail: 'Las direcciones adicionales solo se pueden usar en el envío de correo electrónico.',
  badIdempotencyKey: 'El encabezado Idempotency-Key debe tener de 1 a 200 caracteres visibles.',
  sent: '¡Correo electrónico enviado con éxito!',
  appSent: '¡Notificación enviada con éxito!',
};

const ptPT: Catalog = {
  ...ptBR,
  phaseNotRanked: 'A fase {phase} ainda não tem a classificação publicada.',
  subjectOneLine: 'O assunto deve ficar numa única linha, sem quebras de linha.',
  messageControl: 'A mensagem não pode conter caracteres de controlo (só quebras de linha e tabulações).',
  appMessageTooLong: 'A mensagem da aplicação pode ter no máximo {max} caracteres.',
  badEmail: 'O endereço "{email}" não é um e-mail válido.',
  emailsOnlyForEmail: 'Os endereços adicionais só podem ser usados no envio de e-mail.',
  badIdempotencyKey: 'O cabeçalho Idempotency-Key deve ter de 1 a 200 caracteres visíveis.',
};

const NOTIFICATION_MESSAGES = messagesById(NOTIFICATION_MESSAGE_IDS, {
  'pt-BR': ptBR,
  es,
  'pt-PT': ptPT,
});

const notifications = localizedErrors(
  NOTIFICATION_MESSAGE_IDS,
  (id, locale: Locale, values?: MessageValues) => lookupMessage(NOTIFICATION_MESSAGES, id, locale, values),
);

/** An ApiError whose single error carries the notification message id and its text in the locale. */
export const notificationFailure = (
  status: number,
  key: NotificationMessageKey,
  locale: Locale,
  where?: ErrorWhere,
  values?: MessageValues,
) => notifications.failure(status, key, locale, where, values);

/** One such error (several may go in one answer). */
export const notificationError = (
  status: number,
  key: NotificationMessageKey,
  locale: Locale,
  where?: ErrorWhere,
  values?: MessageValues,
) => notifications.error(status, key, locale, where, values);

export const notificationText = (key: NotificationMessageKey, locale: Locale) =>
  lookupMessage(NOTIFICATION_MESSAGES, NOTIFICATION_MESSAGE_IDS[key], locale);
