import { defineMessages, messageIds } from '../i18n/define-messages';

/**
 * The messages of the edition form's rules (spec 2 §5, §8), shared by the form and the API: the schema
 * issues their ids; forms translate them with react-intl, the API turns them into text with
 * `lookupMessage(SHARED_MESSAGES, id, locale)` and sends the id as the error `code`.
 *
 * Arguments: `afterDate` and `afterTime` take {date} (already formatted for the reader);
 * `textTooLong` takes {limit}.
 */
export const editionFormMessages = defineMessages({
  required: { id: 'editionForm.validation.required', defaultMessage: 'Campo obrigatório' },
  descriptionLength: {
    id: 'editionForm.validation.descriptionLength',
    defaultMessage: 'A descrição deve ter entre 3 e 100 caracteres',
  },
  invalidDate: { id: 'editionForm.validation.invalidDate', defaultMessage: 'Data inválida' },
  afterDate: { id: 'editionForm.validation.afterDate', defaultMessage: 'Deve ser após a data {date}' },
  afterTime: { id: 'editionForm.validation.afterTime', defaultMessage: 'Deve ser após {date}' },
  startAfterEnd: {
    id: 'editionForm.validation.startAfterEnd',
    defaultMessage: 'A data de início não pode ser depois da data de fim',
  },
  resultBeforeEnd: {
    id: 'editionForm.validation.resultBeforeEnd',
    defaultMessage: 'A data de resultado não pode ser antes da data de fim',
  },
  phaseCategories: {
    id: 'editionForm.validation.phaseCategories',
    defaultMessage: 'Escolha ao menos uma categoria para a fase',
  },
  memberLimit: {
    id: 'editionForm.validation.memberLimit',
    defaultMessage: 'Informe o limite de membros do grupo (ao menos 1)',
  },
  phaseInUse: { id: 'editionForm.error.phaseInUse', defaultMessage: 'Fase já está em uso.' },
  phaseNumbers: {
    id: 'editionForm.validation.phaseNumbers',
    defaultMessage: 'As fases são numeradas a partir de 1, sem repetição',
  },
  scoreMin: { id: 'editionForm.validation.scoreMin', defaultMessage: 'Deve ser maior ou igual a 0' },
  scoreRange: {
    id: 'editionForm.validation.scoreRange',
    defaultMessage: 'A nota mínima não pode ser maior que a nota máxima',
  },
  achievementName: {
    id: 'editionForm.validation.achievementName',
    defaultMessage: 'Informe o nome da conquista',
  },
  achievementNeedsTemplate: {
    id: 'editionForm.validation.achievementNeedsTemplate',
    defaultMessage: 'Escolha um modelo de certificado antes de adicionar modelos de conquistas',
  },
  invalidEmail: { id: 'editionForm.validation.invalidEmail', defaultMessage: 'E-mail inválido' },
  duplicateCoordinator: {
    id: 'editionForm.validation.duplicateCoordinator',
    defaultMessage: 'Este email já foi adicionado à lista de coordenadores para esta edição.',
  },
  unknownCoordinator: {
    id: 'editionForm.error.unknownCoordinator',
    defaultMessage: 'Não há coordenador cadastrado com este e-mail.',
  },
  videoUrl: {
    id: 'editionForm.validation.videoUrl',
    defaultMessage: 'Informe um link válido, começando com http:// ou https://',
  },
  unknownTimeZone: { id: 'editionForm.validation.unknownTimeZone', defaultMessage: 'Fuso horário inválido' },
  unknownCountry: { id: 'editionForm.validation.unknownCountry', defaultMessage: 'País inválido' },
  certificateTemplateFile: {
    id: 'editionForm.validation.certificateTemplateFile',
    defaultMessage: 'O modelo de certificado deve ser um arquivo .html.erb',
  },
  logoFile: { id: 'editionForm.validation.logoFile', defaultMessage: 'O logo deve ser uma imagem' },
  textTooLong: {
    id: 'editionForm.validation.textTooLong',
    defaultMessage: 'O texto excede o limite de {limit} caracteres do campo',
  },
  saved: { id: 'editionForm.saved', defaultMessage: 'Edição salva com sucesso!' },
  saveFailed: {
    id: 'editionForm.saveFailed',
    defaultMessage: 'Não foi possível completar sua solicitação no momento. Tente novamente mais tarde.',
  },
  duplicate: {
    id: 'editionForm.duplicate',
    defaultMessage: 'Já existe uma edição idêntica (mesma descrição e mesmas datas).',
  },
});

/** The message ids by key (the schema's messages, the API's error codes). */
export const EDITION_FORM_MESSAGE_IDS = messageIds(editionFormMessages);
