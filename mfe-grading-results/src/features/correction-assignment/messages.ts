import { defineMessages, type MessageValue } from 'react-intl';

/** Distribuir correções (issue 15 "Correction assignment" and "Blind double marking"). */
export const assignmentMessages = defineMessages({
  title: { id: 'gradingResults.correctionAssignment.title', defaultMessage: 'Distribuir correções' },
  back: {
    id: 'gradingResults.correctionAssignment.back',
    defaultMessage: 'Voltar para os participantes',
  },
  loadFailed: {
    id: 'gradingResults.correctionAssignment.loadFailed',
    defaultMessage: 'Não foi possível carregar a distribuição das correções.',
  },
  doubleMarking: {
    id: 'gradingResults.correctionAssignment.doubleMarking',
    defaultMessage: 'Correção dupla cega',
  },
  doubleMarkingHelp: {
    id: 'gradingResults.correctionAssignment.doubleMarkingHelp',
    defaultMessage: 'Cada resposta é corrigida por dois corretores, sem que um veja a nota do outro.',
  },
  threshold: {
    id: 'gradingResults.correctionAssignment.threshold',
    defaultMessage: 'Limite de divergência',
  },
  thresholdHelp: {
    id: 'gradingResults.correctionAssignment.thresholdHelp',
    defaultMessage: 'Acima desta diferença entre as duas notas, a resposta vai para uma terceira correção.',
  },
  thresholdInvalid: {
    id: 'gradingResults.correctionAssignment.thresholdInvalid',
    defaultMessage: 'Informe um número maior ou igual a zero.',
  },
  correctors: { id: 'gradingResults.correctionAssignment.correctors', defaultMessage: 'Corretores' },
  correctorsHelp: {
    id: 'gradingResults.correctionAssignment.correctorsHelp',
    defaultMessage: 'As respostas abertas são divididas entre os corretores marcados.',
  },
  noCandidates: {
    id: 'gradingResults.correctionAssignment.noCandidates',
    defaultMessage: 'Nenhum administrador ou coordenador da edição pode corrigir.',
  },
  twoForDouble: {
    id: 'gradingResults.correctionAssignment.twoForDouble',
    defaultMessage: 'A correção dupla exige pelo menos dois corretores.',
  },
  save: { id: 'gradingResults.correctionAssignment.save', defaultMessage: 'Salvar' },
  saved: {
    id: 'gradingResults.correctionAssignment.saved',
    defaultMessage: 'Distribuição das correções salva.',
  },
  saveFailed: {
    id: 'gradingResults.correctionAssignment.saveFailed',
    defaultMessage: 'Não foi possível salvar a distribuição.',
  },
  progressTitle: {
    id: 'gradingResults.correctionAssignment.progressTitle',
    defaultMessage: 'Andamento',
  },
  noCorrectors: {
    id: 'gradingResults.correctionAssignment.noCorrectors',
    defaultMessage: 'As correções ainda não foram distribuídas.',
  },
  unnamed: { id: 'gradingResults.correctionAssignment.unnamed', defaultMessage: 'Sem nome' },
});

export const assignmentValueMessages = defineMessages<{
  total: { count: MessageValue };
  unassigned: { count: MessageValue };
  thirdPending: { count: MessageValue };
  correctorDone: { done: MessageValue; assigned: MessageValue };
  progressOf: { name: MessageValue };
  candidate: { name: MessageValue; email: MessageValue };
}>({
  total: {
    id: 'gradingResults.correctionAssignment.total',
    defaultMessage:
      '{count, plural, one {# resposta aberta a corrigir} other {# respostas abertas a corrigir}}',
  },
  unassigned: {
    id: 'gradingResults.correctionAssignment.unassigned',
    defaultMessage: '{count, plural, one {# resposta sem corretor} other {# respostas sem corretor}}',
  },
  thirdPending: {
    id: 'gradingResults.correctionAssignment.thirdPending',
    defaultMessage:
      '{count, plural, one {# terceira correção aguardando} other {# terceiras correções aguardando}}',
  },
  correctorDone: {
    id: 'gradingResults.correctionAssignment.correctorDone',
    defaultMessage: '{done} de {assigned} corrigidas',
  },
  progressOf: {
    id: 'gradingResults.correctionAssignment.progressOf',
    defaultMessage: 'Andamento de {name}',
  },
  candidate: { id: 'gradingResults.correctionAssignment.candidate', defaultMessage: '{name} ({email})' },
});
