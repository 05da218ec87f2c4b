import { defineMessages, type MessageValue } from 'react-intl';

/** A participant's files (spec 3 §2.15, spec 2). */
export const participantFilesMessages = defineMessages({
  title: { id: 'gradingResults.participantFiles.title', defaultMessage: 'Arquivos do participante' },
  pre_project: { id: 'gradingResults.participantFiles.preProject', defaultMessage: 'Pré-projeto' },
  in_group: { id: 'gradingResults.participantFiles.inGroup', defaultMessage: 'Projeto em grupo' },
  final_project: { id: 'gradingResults.participantFiles.finalProject', defaultMessage: 'Projeto final' },
  noFiles: {
    id: 'gradingResults.participantFiles.noFiles',
    defaultMessage: 'Participante não enviou arquivos!',
  },
  noneInSection: {
    id: 'gradingResults.participantFiles.noneInSection',
    defaultMessage: 'Nenhum arquivo nesta etapa.',
  },
  files: { id: 'gradingResults.participantFiles.files', defaultMessage: 'Arquivos' },
  videos: { id: 'gradingResults.participantFiles.videos', defaultMessage: 'Vídeos' },
  downloadFailed: {
    id: 'gradingResults.participantFiles.downloadFailed',
    defaultMessage: 'Não foi possível baixar o arquivo.',
  },
  members: { id: 'gradingResults.participantFiles.members', defaultMessage: 'Membros da equipe' },
  name: { id: 'gradingResults.participantFiles.name', defaultMessage: 'Nome' },
  email: { id: 'gradingResults.participantFiles.email', defaultMessage: 'E-mail' },
  role: { id: 'gradingResults.participantFiles.role', defaultMessage: 'Função' },
  member: { id: 'gradingResults.participantFiles.roleMember', defaultMessage: 'Estudante' },
  teacher: { id: 'gradingResults.participantFiles.roleTeacher', defaultMessage: 'Professor' },
  leader: { id: 'gradingResults.participantFiles.roleLeader', defaultMessage: 'Líder' },
  score: { id: 'gradingResults.participantFiles.score', defaultMessage: 'Nota do projeto' },
  scoreHelp: {
    id: 'gradingResults.participantFiles.scoreHelp',
    defaultMessage: 'De 0 em diante, em passos de 0,1.',
  },
  scoreLocked: {
    id: 'gradingResults.participantFiles.scoreLocked',
    defaultMessage: 'O ranking final já foi publicado: a nota não pode mais ser alterada.',
  },
  scoreInvalid: {
    id: 'gradingResults.participantFiles.scoreInvalid',
    defaultMessage: 'Informe uma nota de 0 em diante, com no máximo uma casa decimal.',
  },
  save: { id: 'gradingResults.participantFiles.save', defaultMessage: 'Salvar nota' },
  scoreSaved: {
    id: 'gradingResults.participantFiles.scoreSaved',
    defaultMessage: 'Nota atribuída com sucesso',
  },
  scoreFailed: {
    id: 'gradingResults.participantFiles.scoreFailed',
    defaultMessage: 'Não foi possível adicionar a nota. Tente novamente',
  },
  noParticipation: {
    id: 'gradingResults.participantFiles.noParticipation',
    defaultMessage: 'Este participante não tem participação nesta prova.',
  },
});

export const participantFilesNamedMessages = defineMessages<{
  team: { name: MessageValue };
  download: { name: MessageValue };
}>({
  team: { id: 'gradingResults.participantFiles.team', defaultMessage: 'Equipe: {name}' },
  download: { id: 'gradingResults.participantFiles.download', defaultMessage: 'Baixar {name}' },
});
