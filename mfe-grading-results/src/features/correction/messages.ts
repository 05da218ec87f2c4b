import { defineMessages, type MessageValue, type NoMessageValues } from 'react-intl';

/** The correction screen (spec 3 §2.13, §8 "Score" and "Correction page"). */
export const correctionMessages = defineMessages({
  title: { id: 'gradingResults.correction.title', defaultMessage: 'Correção' },
  back: { id: 'gradingResults.correction.back', defaultMessage: 'Voltar para os participantes' },
  myCorrections: { id: 'gradingResults.correction.myCorrections', defaultMessage: 'Minhas correções' },
  inProgress: { id: 'gradingResults.correction.inProgress', defaultMessage: 'Prova em Andamento' },
  inProgressText: {
    id: 'gradingResults.correction.inProgressText',
    defaultMessage: 'As questões poderão ser corrigidas quando a prova terminar.',
  },
  nothing: {
    id: 'gradingResults.correction.nothing',
    defaultMessage: 'Nenhuma questão a ser corrigida',
  },
  noParticipation: {
    id: 'gradingResults.correction.noParticipation',
    defaultMessage: 'Este participante não fez esta prova.',
  },
  loadFailed: {
    id: 'gradingResults.correction.loadFailed',
    defaultMessage: 'Não foi possível carregar a correção.',
  },
  statement: { id: 'gradingResults.correction.statement', defaultMessage: 'Enunciado' },
  answer: { id: 'gradingResults.correction.answer', defaultMessage: 'Resposta do participante' },
  noAnswer: { id: 'gradingResults.correction.noAnswer', defaultMessage: 'O participante deixou em branco.' },
  resolution: { id: 'gradingResults.correction.resolution', defaultMessage: 'Resolução esperada' },
  noResolution: {
    id: 'gradingResults.correction.noResolution',
    defaultMessage: 'Nenhuma resolução cadastrada.',
  },
  comment: { id: 'gradingResults.correction.comment', defaultMessage: 'Comentário' },
  save: { id: 'gradingResults.correction.save', defaultMessage: 'Salvar' },
  previous: { id: 'gradingResults.correction.previous', defaultMessage: 'Anterior' },
  next: { id: 'gradingResults.correction.next', defaultMessage: 'Próxima' },
  saved: { id: 'gradingResults.correction.saved', defaultMessage: 'Nota atribuída com sucesso' },
  saveFailed: { id: 'gradingResults.correction.saveFailed', defaultMessage: 'Ocorreu um erro' },
  blind: { id: 'gradingResults.correction.blind', defaultMessage: 'Correção cega' },
  third: { id: 'gradingResults.correction.third', defaultMessage: 'Terceira correção' },
  thirdText: {
    id: 'gradingResults.correction.thirdText',
    defaultMessage: 'As duas notas divergem além do limite: a sua nota decide.',
  },
  scoreRequired: { id: 'gradingResults.correction.scoreRequired', defaultMessage: 'Informe a nota.' },
  scoreNotANumber: {
    id: 'gradingResults.correction.scoreNotANumber',
    defaultMessage: 'A nota deve ser um número.',
  },
  nextParticipant: {
    id: 'gradingResults.correction.nextParticipant',
    defaultMessage: 'Próximo participante',
  },
  lastDone: {
    id: 'gradingResults.correction.lastDone',
    defaultMessage: 'Esta é a última questão deste participante.',
  },
  noneLeft: {
    id: 'gradingResults.correction.noneLeft',
    defaultMessage: 'Nenhum outro participante aguardando correção.',
  },
  shortcutsTitle: { id: 'gradingResults.correction.shortcutsTitle', defaultMessage: 'Atalhos do teclado' },
  shortcuts: {
    id: 'gradingResults.correction.shortcuts',
    defaultMessage:
      'Dígitos: digitar a nota · Enter: salvar e ir para a próxima · Alt+→ ou J: próxima · Alt+← ou K: anterior · Ctrl+Enter no comentário: salvar e ir para a próxima',
  },
  unscored: { id: 'gradingResults.correction.unscored', defaultMessage: 'Sem nota' },
  scored: { id: 'gradingResults.correction.scored', defaultMessage: 'Nota dada' },
});

/** The texts with values. */
export const correctionValueMessages = defineMessages<{
  position: { number: MessageValue; total: MessageValue };
  questionNumber: { number: MessageValue };
  weight: { weight: MessageValue };
  scoreLabel: { weight: MessageValue };
  scoreOutOfRange: { weight: MessageValue };
  blindText: { round: MessageValue };
  mark: { round: MessageValue; score: MessageValue };
  participant: { name: MessageValue };
  noMark: NoMessageValues;
}>({
  position: { id: 'gradingResults.correction.position', defaultMessage: 'Questão {number} de {total}' },
  questionNumber: {
    id: 'gradingResults.correction.questionNumber',
    defaultMessage: 'Questão {number} da prova',
  },
  weight: { id: 'gradingResults.correction.weight', defaultMessage: 'Peso: {weight}' },
  scoreLabel: { id: 'gradingResults.correction.scoreLabel', defaultMessage: 'Nota (0 a {weight})' },
  scoreOutOfRange: {
    id: 'gradingResults.correction.scoreOutOfRange',
    defaultMessage: 'A nota deve estar entre 0 e {weight}.',
  },
  blindText: {
    id: 'gradingResults.correction.blindText',
    defaultMessage: 'Você dá a nota {round} sem ver a do outro corretor.',
  },
  mark: { id: 'gradingResults.correction.mark', defaultMessage: 'Nota {round}: {score}' },
  participant: { id: 'gradingResults.correction.participant', defaultMessage: 'Participante: {name}' },
  noMark: { id: 'gradingResults.correction.noMark', defaultMessage: 'sem nota' },
});
