import { DEFAULT_LOCALE, isLocale, type Locale, type LocaleMessages, type Messages } from '../i18n/locales';

/**
 * Message ids of the teams and participation files of project phases (spec 3 §2.9, §4 "Teams and
 * files", §5, §8). The member and team schemas issue these ids; forms translate them with react-intl
 * (merge TEAM_MESSAGES into the IntlProvider), the API turns them into text with `teamMessage` and
 * sends the id as the error `code`.
 *
 * Arguments: `files.error.type` takes {formats}; `files.error.csvShape` takes {rows} and {columns};
 * `files.error.max` takes nothing.
 */
export const TEAM_MESSAGE_IDS = {
  required: 'teams.validation.required',
  selectOne: 'teams.validation.selectOne',
  invalidValue: 'teams.validation.invalidValue',
  minLength3: 'teams.validation.minLength3',
  teamNameMinLength3: 'teams.validation.teamNameMinLength3',
  maxLength200: 'teams.validation.maxLength200',
  invalidEmail: 'teams.validation.invalidEmail',
  invalidDate: 'teams.validation.invalidDate',
  futureDate: 'teams.validation.futureDate',
  invalidCpf: 'teams.validation.invalidCpf',
  invalidPhone: 'teams.validation.invalidPhone',
  videoUrl: 'teams.validation.videoUrl',
  limit: 'teams.error.limit',
  teacherRequired: 'teams.error.teacherRequired',
  guardianFirst: 'teams.error.guardianFirst',
  closed: 'teams.error.closed',
  alreadyInTeam: 'teams.error.alreadyInTeam',
  memberInOtherTeam: 'teams.error.memberInOtherTeam',
  alreadyMember: 'teams.error.alreadyMember',
  leaderLocked: 'teams.error.leaderLocked',
  leaderRole: 'teams.error.leaderRole',
  notLeader: 'teams.error.notLeader',
  notRanked: 'teams.error.notRanked',
  notParticipant: 'teams.error.notParticipant',
  notProjectPhase: 'teams.error.notProjectPhase',
  noTeam: 'teams.error.noTeam',
  notFound: 'teams.error.notFound',
  forbidden: 'teams.error.forbidden',
  notSubscribed: 'teams.error.notSubscribed',
  examNotFound: 'teams.error.examNotFound',
  filesMax: 'files.error.max',
  filesType: 'files.error.type',
  filesEmpty: 'files.error.empty',
  filesSize: 'files.error.size',
  filesCsvShape: 'files.error.csvShape',
  filesNothing: 'files.error.nothing',
  filesCategory: 'files.error.category',
  filesMalformed: 'files.error.malformed',
  filesVideoMax: 'files.error.videoMax',
  filesNotFound: 'files.error.notFound',
  filesForbidden: 'files.error.forbidden',
  participationNotFound: 'files.error.participationNotFound',
} as const;

export type TeamMessageKey = keyof typeof TEAM_MESSAGE_IDS;
export type TeamMessageId = (typeof TEAM_MESSAGE_IDS)[TeamMessageKey];

type Catalog = Record<TeamMessageKey, string>;

const ptBR: Catalog = {
  required: 'Campo obrigatório',
  selectOne: 'Selecione uma opção',
  invalidValue: 'Valor inválido',
  minLength3: 'O nome precisa ter ao menos 3 caracteres',
  teamNameMinLength3: 'O nome do time precisa ter ao menos 3 caracteres',
  maxLength200: 'Este campo suporta no máximo 200 caracteres',
  invalidEmail: 'O email deve ser um endereço válido',
  invalidDate: 'Data inválida (use DD/MM/AAAA)',
  futureDate: 'A data de nascimento deve estar no passado',
  invalidCpf: 'CPF inválido',
  invalidPhone: 'O telefone deve ter 10 ou 11 dígitos, com o DDD',
  videoUrl: 'Informe um link de vídeo válido, começando com http:// ou https://',
  limit: 'Limite de membros atingido',
  teacherRequired: 'Professor (Tutor) e um membro obrigatorio, favor adicionar!',
  guardianFirst: 'Adicione o e-mail do responsável legal do líder antes de adicionar membros.',
  closed: 'O prazo desta fase terminou: não é mais possível alterar o time nem os arquivos.',
  alreadyInTeam: 'Você já faz parte de um time nesta fase.',
  memberInOtherTeam: 'Este participante já faz parte de outro time nesta fase.',
  alreadyMember: 'Esta pessoa já é membro do time.',
  leaderLocked: 'O líder do time não pode ser removido, nem editado por outras pessoas.',
  leaderRole: 'O time já tem um líder: escolha Estudante ou Professor.',
  notLeader: 'Apenas o líder do time pode alterar os membros.',
  notRanked: 'Você não está habilitado a participar desta fase.',
  notParticipant: 'Esta pessoa não está inscrita nesta edição.',
  notProjectPhase: 'Esta fase não recebe times nem arquivos.',
  noTeam: 'Por favor criar um time!',
  notFound: 'Time não encontrado.',
  forbidden: 'Você não tem permissão para alterar este time.',
  notSubscribed: 'Você precisa estar inscrito nesta edição para acessar esta página.',
  examNotFound: 'Prova não encontrada.',
  filesMax: 'Maximo de arquivos enviados!',
  filesType: 'Formato de arquivo não permitido. Formatos aceitos: {formats}',
  filesEmpty: 'O arquivo de texto está vazio.',
  filesSize: 'O arquivo excede o tamanho máximo de 10 MB.',
  filesCsvShape: 'Erro. O arquivo deve ter {rows} linhas e {columns} colunas',
  filesNothing: 'Envie ao menos um arquivo ou link de vídeo.',
  filesCategory: 'Esta fase não recebe envios nesta categoria.',
  filesMalformed: 'Envio inválido: confira os dados do formulário.',
  filesVideoMax: 'Envie no máximo 10 links de vídeo por vez.',
  filesNotFound: 'Arquivo não encontrado.',
  filesForbidden: 'Você não tem permissão sobre estes arquivos.',
  participationNotFound: 'Participação não encontrada.',
};

const es: Catalog = {
  required: 'Campo obligatorio',
  selectOne: 'Seleccione una opción',
  invalidValue: 'Valor no válido',
  minLength3: 'El nombre debe tener al menos 3 caracteres',
  teamNameMinLength3: 'El nombre del equipo debe tener al menos 3 caracteres',
  maxLength200: 'Este campo admite como máximo 200 caracteres',
  invalidEmail: 'El correo electrónico debe ser una dirección válida',
  invalidDate: 'Fecha no válida (use DD/MM/AAAA)',
  futureDate: 'La fecha de nacimiento debe estar en el pasado',
  invalidCpf: 'CPF no válido',
  invalidPhone: 'El teléfono debe tener 10 u 11 dígitos, con el código de área',
  videoUrl: 'Ingrese un enlace de video válido, que comience con http:// o https://',
  limit: 'Límite de miembros alcanzado',
  teacherRequired: 'El profesor (tutor) es un miembro obligatorio, ¡por favor agréguelo!',
  guardianFirst: 'Agregue el correo electrónico del responsable legal del líder antes de agregar miembros.',
  closed: 'El plazo de esta fase terminó: ya no es posible modificar el equipo ni los archivos.',
  alreadyInTeam: 'Ya formas parte de un equipo en esta fase.',
  memberInOtherTeam: 'Este participante ya forma parte de otro equipo en esta fase.',
  alreadyMember: 'Esta persona ya es miembro del equipo.',
  leaderLocked: 'El líder del equipo no puede ser eliminado, ni editado por otras personas.',
  leaderRole: 'El equipo ya tiene un líder: elija Estudiante o Profesor.',
  notLeader: 'Solo el líder del equipo puede modificar los miembros.',
  notRanked: 'No estás habilitado para participar en esta fase.',
  notParticipant: 'Esta persona no está inscrita en esta edición.',
  notProjectPhase: 'Esta fase no recibe equipos ni archivos.',
  noTeam: '¡Por favor cree un equipo!',
  notFound: 'Equipo no encontrado.',
  forbidden: 'No tienes permiso para modificar este equipo.',
  notSubscribed: 'Debes estar inscrito en esta edición para acceder a esta página.',
  examNotFound: 'Prueba no encontrada.',
  filesMax: '¡Se alcanzó el máximo de archivos enviados!',
  filesType: 'Formato de archivo no permitido. Formatos aceptados: {formats}',
  filesEmpty: 'El archivo de texto está vacío.',
  filesSize: 'El archivo supera el tamaño máximo de 10 MB.',
  filesCsvShape: 'Error. El archivo debe tener {rows} filas y {columns} columnas',
  filesNothing: 'Envíe al menos un archivo o un enlace de video.',
  filesCategory: 'Esta fase no recibe envíos en esta categoría.',
  filesMalformed: 'Envío no válido: revise los datos del formulario.',
  filesVideoMax: 'Envíe como máximo 10 enlaces de video a la vez.',
  filesNotFound: 'Archivo no encontrado.',
  filesForbidden: 'No tiene permiso sobre estos archivos.',
  participationNotFound: 'Participación no encontrada.',
};

const ptPT: Catalog = {
  required: 'Campo obrigatório',
  selectOne: 'Escolha uma opção',
  invalidValue: 'Valor inválido',
  minLength3: 'O nome tem de ter pelo menos 3 caracteres',
  teamNameMinLength3: 'O nome da equipa tem de ter pelo menos 3 caracteres',
  maxLength200: 'Este campo admite no máximo 200 caracteres',
  invalidEmail: 'O e-mail tem de ser um endereço válido',
  invalidDate: 'Data inválida (utilize DD/MM/AAAA)',
  futureDate: 'A data de nascimento tem de estar no passado',
  invalidCpf: 'CPF inválido',
  invalidPhone: 'O telefone tem de ter 10 ou 11 dígitos, com o indicativo',
  videoUrl: 'Indique uma ligação de vídeo válida, começada por http:// ou https://',
  limit: 'Limite de membros atingido',
  teacherRequired: 'O professor (tutor) é um membro obrigatório; adicione-o, por favor!',
  guardianFirst: 'Adicione o e-mail do encarregado de educação do líder antes de adicionar membros.',
  closed: 'O prazo desta fase terminou: já não é possível alterar a equipa nem os ficheiros.',
  alreadyInTeam: 'Já faz parte de uma equipa nesta fase.',
  memberInOtherTeam: 'Este participante já faz parte de outra equipa nesta fase.',
  alreadyMember: 'Esta pessoa já é membro da equipa.',
  leaderLocked: 'O líder da equipa não pode ser removido, nem editado por outras pessoas.',
  leaderRole: 'A equipa já tem um líder: escolha Estudante ou Professor.',
  notLeader: 'Apenas o líder da equipa pode alterar os membros.',
  notRanked: 'Não está habilitado a participar nesta fase.',
  notParticipant: 'Esta pessoa não está inscrita nesta edição.',
  notProjectPhase: 'Esta fase não recebe equipas nem ficheiros.',
  noTeam: 'Crie uma equipa, por favor!',
  notFound: 'Equipa não encontrada.',
  forbidden: 'Não tem permissão para alterar esta equipa.',
  notSubscribed: 'Tem de estar inscrito nesta edição para aceder a esta página.',
  examNotFound: 'Prova não encontrada.',
  filesMax: 'Número máximo de ficheiros enviados!',
  filesType: 'Formato de ficheiro não permitido. Formatos aceites: {formats}',
  filesEmpty: 'O ficheiro de texto está vazio.',
  filesSize: 'O ficheiro excede o tamanho máximo de 10 MB.',
  filesCsvShape: 'Erro. O ficheiro tem de ter {rows} linhas e {columns} colunas',
  filesNothing: 'Envie pelo menos um ficheiro ou uma ligação de vídeo.',
  filesCategory: 'Esta fase não recebe envios nesta categoria.',
  filesMalformed: 'Envio inválido: verifique os dados do formulário.',
  filesVideoMax: 'Envie no máximo 10 ligações de vídeo de cada vez.',
  filesNotFound: 'Ficheiro não encontrado.',
  filesForbidden: 'Não tem permissão sobre estes ficheiros.',
  participationNotFound: 'Participação não encontrada.',
};

function byId(catalog: Catalog): Messages {
  const out: Messages = {};
  for (const key of Object.keys(TEAM_MESSAGE_IDS) as TeamMessageKey[])
    out[TEAM_MESSAGE_IDS[key]] = catalog[key];
  return out;
}

/** Every team and file message in every locale, keyed by its id (merge into the IntlProvider). */
export const TEAM_MESSAGES: LocaleMessages = {
  'pt-BR': byId(ptBR),
  es: byId(es),
  'pt-PT': byId(ptPT),
};

export function isTeamMessageId(value: unknown): value is TeamMessageId {
  return typeof value === 'string' && value in TEAM_MESSAGES[DEFAULT_LOCALE];
}

/**
 * The text of a team or file message for the server (or anywhere without react-intl), with its
 * simple `{name}` arguments filled in. An unknown locale falls back to pt-BR; an id that is not a team
 * message is returned as given.
 */
export function teamMessage(
  id: string,
  locale: Locale | string = DEFAULT_LOCALE,
  values: Readonly<Record<string, string | number>> = {},
): string {
  const catalog = TEAM_MESSAGES[isLocale(locale) ? locale : DEFAULT_LOCALE];
  const text = catalog[id] ?? TEAM_MESSAGES[DEFAULT_LOCALE][id] ?? id;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    values[name] === undefined ? whole : String(values[name]),
  );
}
