import { localizedErrors } from '../../jsonapi/localized-error.js';
import { lookupMessage, messagesById, type Locale, type MessageValues } from '../../shared-rules.js';

/**
 * The messages of exam authoring (spec 2 §5 "Online exam form", "Presential exam form", §8 "Exams"):
 * the exam form's rules, the status rules, deleting, and the score import. pt-BR is the spec's text.
 */
const IDS = {
  required: 'examForm.validation.required',
  invalidValue: 'examForm.validation.invalidValue',
  invalidDate: 'examForm.validation.invalidDate',
  minScore: 'examForm.validation.minScore',
  afterDate: 'examForm.validation.afterDate',
  timeLimit: 'examForm.validation.timeLimit',
  surveyUrl: 'examForm.validation.surveyUrl',
  textTooLong: 'examForm.validation.textTooLong',
  phaseInUse: 'examForm.error.phaseInUse',
  phaseUnknown: 'examForm.error.phaseUnknown',
  noPhases: 'examForm.error.noPhases',
  readOnly: 'examForm.error.readOnly',
  editionMismatch: 'examForm.error.editionMismatch',
  coverTooLarge: 'examForm.validation.coverTooLarge',
  coverNotImage: 'examForm.validation.coverNotImage',
  malformed: 'examForm.error.malformed',
  deleteNotUpcoming: 'examForm.error.deleteNotUpcoming',
  scoresFailed: 'examScores.error.importFailed',
  scoresImported: 'examScores.imported',
  scoresNotCsv: 'examScores.error.notCsv',
  scoresEmpty: 'examScores.error.empty',
  scoresTooLarge: 'examScores.error.tooLarge',
  scoresColumns: 'examScores.error.columns',
  scoresUnknownEmail: 'examScores.error.unknownEmail',
  scoresNotSubscribed: 'examScores.error.notSubscribed',
  scoresInvalidScore: 'examScores.error.invalidScore',
  scoresDuplicate: 'examScores.error.duplicate',
  scoresOnlineNotExpired: 'examScores.error.onlineNotExpired',
} as const;

export type AuthoringMessageKey = keyof typeof IDS;

const ptBR: Record<AuthoringMessageKey, string> = {
  required: 'Campo Obrigatorio',
  invalidValue: 'Valor inválido',
  invalidDate: 'Data inválida',
  minScore: 'Deve ser maior ou igual a 0',
  afterDate: 'Deve ser após a data {date}',
  timeLimit: 'O tempo limite deve ser um número inteiro de minutos maior que 0',
  surveyUrl: 'Informe um link válido, começando com http:// ou https://',
  textTooLong: 'O texto excede o limite de {limit} caracteres do campo',
  phaseInUse: 'Fase já está em uso.',
  phaseUnknown: 'Esta fase não existe nesta edição.',
  noPhases: 'Esta edicao nao possui Fases',
  readOnly: 'Nao e possivel editar uma prova em andamento ou encerrada.',
  editionMismatch: 'A prova não pode mudar de edição.',
  coverTooLarge: 'Insira uma imagem de ate 200KB!',
  coverNotImage: 'A capa deve ser uma imagem (png, jpeg, gif ou webp).',
  malformed: 'O formulário enviado está malformado. Recarregue a página e tente novamente.',
  deleteNotUpcoming: 'Só é possível remover uma prova agendada.',
  scoresFailed: 'Nao foi possivel importar as notas.',
  scoresImported: 'Notas importadas.',
  scoresNotCsv: 'Nao foi possivel importar as notas. Envie um arquivo .csv.',
  scoresEmpty: 'Nao foi possivel importar as notas. O arquivo está vazio.',
  scoresTooLarge: 'Nao foi possivel importar as notas. O arquivo excede o limite de {limit}.',
  scoresColumns: 'A linha deve ter 2 colunas: e-mail e nota.',
  scoresUnknownEmail: 'Não há participante com o e-mail {email}.',
  scoresNotSubscribed: '{email} não está inscrito nesta edição.',
  scoresInvalidScore: 'A nota deve ser um número maior ou igual a 0.',
  scoresDuplicate: 'O e-mail {email} já apareceu na linha {line}.',
  scoresOnlineNotExpired:
    'As notas de uma prova online só podem ser importadas depois que ela for encerrada.',
};
const es: Record<AuthoringMessageKey, string> = {
  required: 'Campo obligatorio',
  invalidValue: 'Valor no válido',
  invalidDate: 'Fecha no válida',
  minScore: 'Debe ser mayor o igual a 0',
  afterDate: 'Debe ser posterior a la fecha {date}',
  timeLimit: 'El tiempo límite debe ser un número entero de minutos mayor que 0',
  surveyUrl: 'Introduce un enlace válido que empiece por http:// o https://',
  textTooLong: 'El texto supera el límite de {limit} caracteres del campo',
  phaseInUse: 'La fase ya está en uso.',
  phaseUnknown: 'Esta fase no existe en esta edición.',
  noPhases: 'Esta edición no tiene fases',
  readOnly: 'No es posible editar una prueba en curso o finalizada.',
  editionMismatch: 'La prueba no puede cambiar de edición.',
  coverTooLarge: '¡Inserta una imagen de hasta 200KB!',
  coverNotImage: 'La portada debe ser una imagen (png, jpeg, gif o webp).',
  malformed: 'El formulario enviado está mal formado. Recarga la página e inténtalo de nuevo.',
  deleteNotUpcoming: 'Solo se puede eliminar una prueba programada.',
  scoresFailed: 'No fue posible importar las notas.',
  scoresImported: 'Notas importadas.',
  scoresNotCsv: 'No fue posible importar las notas. Envía un archivo .csv.',
  scoresEmpty: 'No fue posible importar las notas. El archivo está vacío.',
  scoresTooLarge: 'No fue posible importar las notas. El archivo supera el límite de {limit}.',
  scoresColumns: 'La línea debe tener 2 columnas: correo electrónico y nota.',
  scoresUnknownEmail: 'No hay ningún participante con el correo {email}.',
  scoresNotSubscribed: '{email} no está inscrito en esta edición.',
  scoresInvalidScore: 'La nota debe ser un número mayor o igual a 0.',
  scoresDuplicate: 'El correo {email} ya apareció en la línea {line}.',
  scoresOnlineNotExpired: 'Las notas de una prueba en línea solo se pueden importar después de que finalice.',
};
const ptPT: Record<AuthoringMessageKey, string> = {
  required: 'Campo obrigatório',
  invalidValue: 'Valor inválido',
  invalidDate: 'Data inválida',
  minScore: 'Deve ser maior ou igual a 0',
  afterDate: 'Deve ser depois da data {date}',
  timeLimit: 'O tempo limite deve ser um número inteiro de minutos maior que 0',
  surveyUrl: 'Indique uma ligação válida, a começar por http:// ou https://',
  textTooLong: 'O texto excede o limite de {limit} caracteres do campo',
  phaseInUse: 'A fase já está em uso.',
  phaseUnknown: 'Esta fase não existe nesta edição.',
  noPhases: 'Esta edição não tem fases',
  readOnly: 'Não é possível editar uma prova em curso ou terminada.',
  editionMismatch: 'A prova não pode mudar de edição.',
  coverTooLarge: 'Insira uma imagem até 200KB!',
  coverNotImage: 'A capa deve ser uma imagem (png, jpeg, gif ou webp).',
  malformed: 'O formulário enviado está mal formado. Recarregue a página e tente novamente.',
  deleteNotUpcoming: 'Só é possível remover uma prova agendada.',
  scoresFailed: 'Não foi possível importar as notas.',
  scoresImported: 'Notas importadas.',
  scoresNotCsv: 'Não foi possível importar as notas. Envie um ficheiro .csv.',
  scoresEmpty: 'Não foi possível importar as notas. O ficheiro está vazio.',
  scoresTooLarge: 'Não foi possível importar as notas. O ficheiro excede o limite de {limit}.',
  scoresColumns: 'A linha deve ter 2 colunas: e-mail e nota.',
  scoresUnknownEmail: 'Não existe nenhum participante com o e-mail {email}.',
  scoresNotSubscribed: '{email} não está inscrito nesta edição.',
  scoresInvalidScore: 'A nota deve ser um número maior ou igual a 0.',
  scoresDuplicate: 'O e-mail {email} já apareceu na linha {line}.',
  scoresOnlineNotExpired: 'As notas de uma prova online só podem ser importadas depois de a prova terminar.',
};

const MESSAGES = messagesById(IDS, { 'pt-BR': ptBR, es, 'pt-PT': ptPT });

/** The text of a message in the locale. */
export const authoringText = (key: AuthoringMessageKey, locale: Locale, values?: MessageValues) =>
  lookupMessage(MESSAGES, IDS[key], locale, values);

/** Errors of exam authoring: code = the message id, detail = its text in the caller's language. */
export const authoring = localizedErrors(IDS, (id, locale: Locale, values) =>
  lookupMessage(MESSAGES, id, locale, values),
);
