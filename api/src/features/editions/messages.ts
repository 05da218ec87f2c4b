import { localizedErrors } from '../../jsonapi/localized-error.js';
import { messageError } from '../../jsonapi/localized-error.js';
import {
  EDITION_FORM_MESSAGE_IDS,
  lookupMessage,
  messagesById,
  SHARED_MESSAGES,
  type Locale,
  type MessageValues,
} from '../../shared-rules.js';

/**
 * The edition writes' own messages (the form's rules are shared-contracts' editionFormMessages, read
 * with SHARED_MESSAGES): a malformed multipart body, file sizes, template problems, a template that is
 * not there, a value of the wrong kind.
 */
const EDITION_ADMIN_MESSAGE_IDS = {
  malformed: 'editionForm.error.malformed',
  invalidValue: 'editionForm.error.invalidValue',
  fileTooLarge: 'editionForm.error.fileTooLarge',
  templateTag: 'editionForm.error.templateTag',
  templateNotFound: 'editionForm.error.templateNotFound',
  countriesDisagree: 'editionForm.error.countriesDisagree',
} as const;

type Key = keyof typeof EDITION_ADMIN_MESSAGE_IDS;

const ptBR: Record<Key, string> = {
  malformed: 'O formulário enviado está malformado. Recarregue a página e tente novamente.',
  invalidValue: 'Valor inválido',
  fileTooLarge: 'O arquivo excede o limite de {limit}.',
  templateTag: 'O modelo tem uma marcação desconhecida na linha {line}: {tag}',
  templateNotFound: 'Modelo de certificado não encontrado.',
  countriesDisagree: 'Os países enviados não coincidem.',
};
const es: Record<Key, string> = {
  malformed: 'El formulario enviado está mal formado. Recarga la página e inténtalo de nuevo.',
  invalidValue: 'Valor no válido',
  fileTooLarge: 'El archivo supera el límite de {limit}.',
  templateTag: 'La plantilla tiene una etiqueta desconocida en la línea {line}: {tag}',
  templateNotFound: 'Plantilla de certificado no encontrada.',
  countriesDisagree: 'Los países enviados no coinciden.',
};
const ptPT: Record<Key, string> = {
  malformed: 'O formulário enviado está mal formado. Recarregue a página e tente novamente.',
  invalidValue: 'Valor inválido',
  fileTooLarge: 'O ficheiro excede o limite de {limit}.',
  templateTag: 'O modelo tem uma marcação desconhecida na linha {line}: {tag}',
  templateNotFound: 'Modelo de certificado não encontrado.',
  countriesDisagree: 'Os países enviados não coincidem.',
};

const MESSAGES = messagesById(EDITION_ADMIN_MESSAGE_IDS, { 'pt-BR': ptBR, es, 'pt-PT': ptPT });

export const editionAdmin = localizedErrors(EDITION_ADMIN_MESSAGE_IDS, (id, locale: Locale, values) =>
  lookupMessage(MESSAGES, id, locale, values),
);

/** The form's rules (shared-contracts): errors whose code is an editionFormMessages id. */
export const editionForm = localizedErrors(EDITION_FORM_MESSAGE_IDS, (id, locale: Locale, values) =>
  lookupMessage(SHARED_MESSAGES, id, locale, values),
);

/** An error of the form's rules, or (for an issue whose message is no known id) "invalid value". */
export function formIssueError(message: string, locale: Locale, pointer: string, values?: MessageValues) {
  const known = (Object.values(EDITION_FORM_MESSAGE_IDS) as string[]).includes(message);
  return known
    ? messageError(422, message, lookupMessage(SHARED_MESSAGES, message, locale, values), { pointer })
    : editionAdmin.error(422, 'invalidValue', locale, pointer);
}
