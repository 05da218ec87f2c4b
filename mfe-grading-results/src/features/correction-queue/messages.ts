import { defineMessages, type MessageValue } from 'react-intl';

/** The caller's correction queue (issue 15 "Correction assignment"). */
export const queueMessages = defineMessages({
  title: { id: 'gradingResults.correctionQueue.title', defaultMessage: 'Minhas correções' },
  back: { id: 'gradingResults.correctionQueue.back', defaultMessage: 'Voltar para os participantes' },
  assign: { id: 'gradingResults.correctionQueue.assign', defaultMessage: 'Distribuir correções' },
  start: { id: 'gradingResults.correctionQueue.start', defaultMessage: 'Começar' },
  allDone: {
    id: 'gradingResults.correctionQueue.allDone',
    defaultMessage: 'Todas as suas correções estão concluídas.',
  },
  empty: {
    id: 'gradingResults.correctionQueue.empty',
    defaultMessage: 'Nenhuma resposta desta prova foi atribuída a você.',
  },
  loadFailed: {
    id: 'gradingResults.correctionQueue.loadFailed',
    defaultMessage: 'Não foi possível carregar as suas correções.',
  },
  participant: { id: 'gradingResults.correctionQueue.participant', defaultMessage: 'Participante' },
  progress: { id: 'gradingResults.correctionQueue.progress', defaultMessage: 'Corrigidas' },
  status: { id: 'gradingResults.correctionQueue.status', defaultMessage: 'Situação' },
  actions: { id: 'gradingResults.correctionQueue.actions', defaultMessage: 'Ações' },
  done: { id: 'gradingResults.correctionQueue.done', defaultMessage: 'Concluída' },
  pending: { id: 'gradingResults.correctionQueue.pending', defaultMessage: 'Pendente' },
  correct: { id: 'gradingResults.correctionQueue.correct', defaultMessage: 'Corrigir' },
  unnamed: { id: 'gradingResults.correctionQueue.unnamed', defaultMessage: 'Sem nome' },
});

export const queueValueMessages = defineMessages<{
  count: { done: MessageValue; assigned: MessageValue };
  summary: { done: MessageValue; assigned: MessageValue };
  correctOf: { name: MessageValue };
}>({
  count: { id: 'gradingResults.correctionQueue.count', defaultMessage: '{done} de {assigned}' },
  summary: {
    id: 'gradingResults.correctionQueue.summary',
    defaultMessage: '{done} de {assigned} respostas corrigidas',
  },
  correctOf: { id: 'gradingResults.correctionQueue.correctOf', defaultMessage: 'Corrigir {name}' },
});
