import { defineMessages, type MessageValue } from 'react-intl';

/** The participants list (spec 2 "Participants list", spec 3 §2.12). */
export const participantsMessages = defineMessages({
  title: { id: 'gradingResults.participants.title', defaultMessage: 'Participantes' },
  search: { id: 'gradingResults.participants.search', defaultMessage: 'Buscar por nome ou e-mail' },
  table: { id: 'gradingResults.participants.table', defaultMessage: 'Participantes da prova' },
  name: { id: 'gradingResults.participants.name', defaultMessage: 'Nome' },
  email: { id: 'gradingResults.participants.email', defaultMessage: 'E-mail' },
  status: { id: 'gradingResults.participants.status', defaultMessage: 'Status' },
  score: { id: 'gradingResults.participants.score', defaultMessage: 'Nota' },
  actions: { id: 'gradingResults.participants.actions', defaultMessage: 'Ações' },
  corrected: { id: 'gradingResults.participants.corrected', defaultMessage: 'Corrigida' },
  pending: { id: 'gradingResults.participants.pending', defaultMessage: 'Pendente' },
  noName: { id: 'gradingResults.participants.noName', defaultMessage: 'Sem nome' },
  viewExam: { id: 'gradingResults.participants.viewExam', defaultMessage: 'VER PROVA' },
  correct: { id: 'gradingResults.participants.correct', defaultMessage: 'CORRIGIR QUESTÕES' },
  files: { id: 'gradingResults.participants.files', defaultMessage: 'Gerenciar Arquivos' },
  empty: { id: 'gradingResults.participants.empty', defaultMessage: 'Nenhum participante encontrado.' },
  export: { id: 'gradingResults.participants.export', defaultMessage: 'Exportar Participações' },
  csv: { id: 'gradingResults.participants.csv', defaultMessage: 'CSV' },
  xlsx: { id: 'gradingResults.participants.xlsx', defaultMessage: 'XLSX (Excel)' },
  reportQueued: {
    id: 'gradingResults.participants.reportQueued',
    defaultMessage: 'O relatório será enviado para o e-mail cadastrado.',
  },
  reportFailed: {
    id: 'gradingResults.participants.reportFailed',
    defaultMessage: 'Relatório não disponível.',
  },
  filesReportQueued: {
    id: 'gradingResults.participants.filesReportQueued',
    defaultMessage: 'Relatório será enviado ao e-mail!',
  },
  importScores: { id: 'gradingResults.participants.importScores', defaultMessage: 'Importar Notas' },
  cancel: { id: 'gradingResults.participants.cancel', defaultMessage: 'Cancelar' },
  assignment: { id: 'gradingResults.participants.assignment', defaultMessage: 'Distribuir correções' },
  myCorrections: { id: 'gradingResults.participants.myCorrections', defaultMessage: 'Minhas correções' },
});

export const participantNamedMessages = defineMessages<{
  actionOf: { action: MessageValue; name: MessageValue };
  imported: { count: MessageValue };
}>({
  actionOf: { id: 'gradingResults.participants.actionOf', defaultMessage: '{action}: {name}' },
  /** The number of scores the API says it stored (meta.imported). */
  imported: {
    id: 'gradingResults.participants.imported',
    defaultMessage: '{count, plural, one {# nota importada.} other {# notas importadas.}}',
  },
});
