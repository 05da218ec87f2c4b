import { localizedErrors } from '../../jsonapi/localized-error.js';
import { lookupMessage, messagesById, type Locale } from '../../shared-rules.js';

/**
 * The review's error ids (the `code` of an error). `inep_exists` is the code the review screen reads for
 * its "exists" state (spec 2 §4, §8); its text is the registration form's.
 */
const UNIT_REQUEST_MESSAGE_IDS = {
  notFound: 'unit_request.error.notFound',
  notPending: 'unit_request.error.notPending',
  inepExists: 'inep_exists',
  idMismatch: 'unit_request.error.idMismatch',
  editionNotFound: 'unit_request.error.editionNotFound',
  forbidden: 'unit_request.error.forbidden',
} as const;

export type UnitRequestErrorKey = keyof typeof UNIT_REQUEST_MESSAGE_IDS;

type Catalog = Record<UnitRequestErrorKey, string>;

const ptBR: Catalog = {
  notFound: 'Solicitação de escola não encontrada.',
  notPending:
    'Esta solicitação já foi analisada: só solicitações pendentes podem ser aprovadas, rejeitadas ou alteradas.',
  inepExists: 'O código INEP já existe em nossa base de dados.',
  idMismatch: 'O id do corpo não corresponde ao da URL.',
  editionNotFound: 'Edição não encontrada.',
  forbidden: 'Você não possui autorização.',
};

const es: Catalog = {
  notFound: 'Solicitud de escuela no encontrada.',
  notPending:
    'Esta solicitud ya fue analizada: solo las solicitudes pendientes pueden aprobarse, rechazarse o modificarse.',
  inepExists: 'El código INEP ya existe en nuestra base de datos.',
  idMismatch: 'El id del cuerpo no corresponde al de la URL.',
  editionNotFound: 'Edición no encontrada.',
  forbidden: 'No tienes autorización.',
};

const ptPT: Catalog = {
  notFound: 'Pedido de escola não encontrado.',
  notPending:
    'Este pedido já foi analisado: só os pedidos pendentes podem ser aprovados, rejeitados ou alterados.',
  inepExists: 'O código INEP já existe na nossa base de dados.',
  idMismatch: 'O id do corpo não corresponde ao do URL.',
  editionNotFound: 'Edição não encontrada.',
  forbidden: 'Não tem autorização.',
};

const UNIT_REQUEST_MESSAGES = messagesById(UNIT_REQUEST_MESSAGE_IDS, { 'pt-BR': ptBR, es, 'pt-PT': ptPT });

const unitRequests = localizedErrors(UNIT_REQUEST_MESSAGE_IDS, (id, locale: Locale) =>
  lookupMessage(UNIT_REQUEST_MESSAGES, id, locale),
);

/** An ApiError whose single error carries the review message id and its text in the locale. */
export const unitRequestFailure = unitRequests.failure;
