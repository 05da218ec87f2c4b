import { defineMessages, messageIds } from '../i18n/define-messages';
import { DEFAULT_LOCALE, type Locale, type LocaleMessages } from '../i18n/locales';
import { lookupMessage, type MessageValues } from '../i18n/message-lookup';
import { SHARED_MESSAGES } from '../i18n/shared-messages';

/**
 * The messages of the teams and participation files of project phases (spec 3 §2.9, §4 "Teams and
 * files", §5, §8), as react-intl descriptors (pt-BR text as defaultMessage; es and pt-PT in lang/*.json).
 * The member and team schemas issue their ids; forms translate them with react-intl, the API turns them
 * into text with `teamMessage` and sends the id as the error `code`.
 *
 * Arguments: `files.error.type` takes {formats}; `files.error.csvShape` takes {rows} and {columns};
 * `files.error.max` takes nothing.
 */
export const teamMessages = defineMessages({
  required: { id: 'teams.validation.required', defaultMessage: 'Campo obrigatório' },
  selectOne: { id: 'teams.validation.selectOne', defaultMessage: 'Selecione uma opção' },
  invalidValue: { id: 'teams.validation.invalidValue', defaultMessage: 'Valor inválido' },
  minLength3: {
    id: 'teams.validation.minLength3',
    defaultMessage: 'O nome precisa ter ao menos 3 caracteres',
  },
  teamNameMinLength3: {
    id: 'teams.validation.teamNameMinLength3',
    defaultMessage: 'O nome do time precisa ter ao menos 3 caracteres',
  },
  maxLength200: {
    id: 'teams.validation.maxLength200',
    defaultMessage: 'Este campo suporta no máximo 200 caracteres',
  },
  invalidEmail: {
    id: 'teams.validation.invalidEmail',
    defaultMessage: 'O email deve ser um endereço válido',
  },
  invalidDate: { id: 'teams.validation.invalidDate', defaultMessage: 'Data inválida (use DD/MM/AAAA)' },
  futureDate: {
    id: 'teams.validation.futureDate',
    defaultMessage: 'A data de nascimento deve estar no passado',
  },
  invalidCpf: { id: 'teams.validation.invalidCpf', defaultMessage: 'CPF inválido' },
  invalidPhone: {
    id: 'teams.validation.invalidPhone',
    defaultMessage: 'O telefone deve ter 10 ou 11 dígitos, com o DDD',
  },
  videoUrl: {
    id: 'teams.validation.videoUrl',
    defaultMessage: 'Informe um link de vídeo válido, começando com http:// ou https://',
  },
  limit: { id: 'teams.error.limit', defaultMessage: 'Limite de membros atingido' },
  teacherRequired: {
    id: 'teams.error.teacherRequired',
    defaultMessage: 'Professor (Tutor) e um membro obrigatorio, favor adicionar!',
  },
  guardianFirst: {
    id: 'teams.error.guardianFirst',
    defaultMessage: 'Adicione o e-mail do responsável legal do líder antes de adicionar membros.',
  },
  closed: {
    id: 'teams.error.closed',
    defaultMessage: 'O prazo desta fase terminou: não é mais possível alterar o time nem os arquivos.',
  },
  alreadyInTeam: {
    id: 'teams.error.alreadyInTeam',
    defaultMessage: 'Você já faz parte de um time nesta fase.',
  },
  memberInOtherTeam: {
    id: 'teams.error.memberInOtherTeam',
    defaultMessage: 'Este participante já faz parte de outro time nesta fase.',
  },
  alreadyMember: { id: 'teams.error.alreadyMember', defaultMessage: 'Esta pessoa já é membro do time.' },
  leaderLocked: {
    id: 'teams.error.leaderLocked',
    defaultMessage: 'O líder do time não pode ser removido, nem editado por outras pessoas.',
  },
  leaderRole: {
    id: 'teams.error.leaderRole',
    defaultMessage: 'O time já tem um líder: escolha Estudante ou Professor.',
  },
  notLeader: {
    id: 'teams.error.notLeader',
    defaultMessage: 'Apenas o líder do time pode alterar os membros.',
  },
  notRanked: {
    id: 'teams.error.notRanked',
    defaultMessage: 'Você não está habilitado a participar desta fase.',
  },
  notParticipant: {
    id: 'teams.error.notParticipant',
    defaultMessage: 'Esta pessoa não está inscrita nesta edição.',
  },
  notProjectPhase: {
    id: 'teams.error.notProjectPhase',
    defaultMessage: 'Esta fase não recebe times nem arquivos.',
  },
  noTeam: { id: 'teams.error.noTeam', defaultMessage: 'Por favor criar um time!' },
  notFound: { id: 'teams.error.notFound', defaultMessage: 'Time não encontrado.' },
  forbidden: {
    id: 'teams.error.forbidden',
    defaultMessage: 'Você não tem permissão para alterar este time.',
  },
  notSubscribed: {
    id: 'teams.error.notSubscribed',
    defaultMessage: 'Você precisa estar inscrito nesta edição para acessar esta página.',
  },
  examNotFound: { id: 'teams.error.examNotFound', defaultMessage: 'Prova não encontrada.' },
  filesMax: { id: 'files.error.max', defaultMessage: 'Maximo de arquivos enviados!' },
  filesType: {
    id: 'files.error.type',
    defaultMessage: 'Formato de arquivo não permitido. Formatos aceitos: {formats}',
  },
  filesEmpty: { id: 'files.error.empty', defaultMessage: 'O arquivo de texto está vazio.' },
  filesSize: { id: 'files.error.size', defaultMessage: 'O arquivo excede o tamanho máximo de 10 MB.' },
  filesCsvShape: {
    id: 'files.error.csvShape',
    defaultMessage: 'Erro. O arquivo deve ter {rows} linhas e {columns} colunas',
  },
  filesNothing: { id: 'files.error.nothing', defaultMessage: 'Envie ao menos um arquivo ou link de vídeo.' },
  filesCategory: {
    id: 'files.error.category',
    defaultMessage: 'Esta fase não recebe envios nesta categoria.',
  },
  filesMalformed: {
    id: 'files.error.malformed',
    defaultMessage: 'Envio inválido: confira os dados do formulário.',
  },
  filesVideoMax: { id: 'files.error.videoMax', defaultMessage: 'Envie no máximo 10 links de vídeo por vez.' },
  filesNotFound: { id: 'files.error.notFound', defaultMessage: 'Arquivo não encontrado.' },
  filesForbidden: {
    id: 'files.error.forbidden',
    defaultMessage: 'Você não tem permissão sobre estes arquivos.',
  },
  participationNotFound: {
    id: 'files.error.participationNotFound',
    defaultMessage: 'Participação não encontrada.',
  },
});

/** The message ids by key (the schemas' messages, the API's error codes). */
export const TEAM_MESSAGE_IDS = messageIds(teamMessages);

export type TeamMessageKey = keyof typeof TEAM_MESSAGE_IDS;
export type TeamMessageId = (typeof TEAM_MESSAGE_IDS)[TeamMessageKey];

/** @deprecated SHARED_MESSAGES (which AppProviders and the test renderer merge already). */
export const TEAM_MESSAGES: LocaleMessages = SHARED_MESSAGES;

const TEAM_IDS: ReadonlySet<string> = new Set(Object.values(TEAM_MESSAGE_IDS));

export const isTeamMessageId = (value: unknown): value is TeamMessageId =>
  typeof value === 'string' && TEAM_IDS.has(value);

/**
 * The text of a team or file message for the server (or anywhere without react-intl), with its
 * simple `{name}` arguments filled in. An unknown locale falls back to pt-BR; an id that is not a
 * shared message is returned as given.
 */
export const teamMessage = (
  id: string,
  locale: Locale | string = DEFAULT_LOCALE,
  values: MessageValues = {},
) => lookupMessage(SHARED_MESSAGES, id, locale, values);
