import { defineMessages, type MessageValue, type NoMessageValues } from 'react-intl';

/** The question review's texts (ids `ui.questionReview.*`; translations in shared-contracts/lang). */
export const questionReviewMessages = defineMessages<{
  countersTitle: NoMessageValues;
  navigatorTitle: NoMessageValues;
  navigatorQuestion: { position: MessageValue; state: MessageValue };
  questionTitle: { position: MessageValue; total: MessageValue };
  openKind: NoMessageValues;
  cancelledNote: NoMessageValues;
  keyComment: NoMessageValues;
  expected: NoMessageValues;
  choiceList: NoMessageValues;
  choiceRight: NoMessageValues;
  choiceYoursRight: NoMessageValues;
  choiceYours: NoMessageValues;
  choiceYoursWrong: NoMessageValues;
  choiceNone: NoMessageValues;
  openYours: NoMessageValues;
  openNone: NoMessageValues;
  openScore: { score: MessageValue };
  graderComment: NoMessageValues;
  previous: NoMessageValues;
  next: NoMessageValues;
}>({
  countersTitle: { id: 'ui.questionReview.counters.title', defaultMessage: 'Resumo das questões' },
  navigatorTitle: { id: 'ui.questionReview.navigator.title', defaultMessage: 'Navegação pelas questões' },
  navigatorQuestion: {
    id: 'ui.questionReview.navigator.question',
    defaultMessage: 'Questão {position}: {state}',
  },
  questionTitle: { id: 'ui.questionReview.question.title', defaultMessage: 'Questão {position} de {total}' },
  openKind: { id: 'ui.questionReview.question.openKind', defaultMessage: 'Questão dissertativa' },
  cancelledNote: {
    id: 'ui.questionReview.question.cancelledNote',
    defaultMessage: 'Esta questão foi anulada: ela não conta como certa nem como errada.',
  },
  keyComment: { id: 'ui.questionReview.question.comment', defaultMessage: 'Comentário do gabarito' },
  expected: { id: 'ui.questionReview.question.expected', defaultMessage: 'Resposta esperada' },
  choiceList: { id: 'ui.questionReview.choice.list', defaultMessage: 'Alternativas' },
  choiceRight: { id: 'ui.questionReview.choice.right', defaultMessage: 'Resposta correta' },
  choiceYoursRight: { id: 'ui.questionReview.choice.yoursRight', defaultMessage: 'Sua resposta' },
  choiceYours: { id: 'ui.questionReview.choice.yours', defaultMessage: 'Sua resposta' },
  choiceYoursWrong: { id: 'ui.questionReview.choice.yoursWrong', defaultMessage: 'Sua resposta (incorreta)' },
  choiceNone: { id: 'ui.questionReview.choice.none', defaultMessage: 'Você não respondeu esta questão.' },
  openYours: { id: 'ui.questionReview.open.yours', defaultMessage: 'Sua resposta' },
  openNone: { id: 'ui.questionReview.open.none', defaultMessage: 'Você não respondeu esta questão.' },
  openScore: { id: 'ui.questionReview.open.score', defaultMessage: 'Nota: {score}' },
  graderComment: { id: 'ui.questionReview.open.graderComment', defaultMessage: 'Comentário do corretor' },
  previous: { id: 'ui.questionReview.previous', defaultMessage: 'Questão anterior' },
  next: { id: 'ui.questionReview.next', defaultMessage: 'Próxima questão' },
});

/** Each question state's name. */
export const questionStateMessages = defineMessages<{
  correct: NoMessageValues;
  wrong: NoMessageValues;
  open: NoMessageValues;
  cancelled: NoMessageValues;
  blank: NoMessageValues;
}>({
  correct: { id: 'ui.questionReview.state.correct', defaultMessage: 'Correta' },
  wrong: { id: 'ui.questionReview.state.wrong', defaultMessage: 'Errada' },
  open: { id: 'ui.questionReview.state.open', defaultMessage: 'Dissertativa' },
  cancelled: { id: 'ui.questionReview.state.cancelled', defaultMessage: 'Anulada' },
  blank: { id: 'ui.questionReview.state.blank', defaultMessage: 'Em branco' },
});

/** Each counter's name. */
export const reviewCounterMessages = defineMessages<{
  correct: NoMessageValues;
  wrong: NoMessageValues;
  open: NoMessageValues;
  cancelled: NoMessageValues;
  answered: NoMessageValues;
  gave_up: NoMessageValues;
}>({
  correct: { id: 'ui.questionReview.counters.correct', defaultMessage: 'Corretas' },
  wrong: { id: 'ui.questionReview.counters.wrong', defaultMessage: 'Erradas' },
  open: { id: 'ui.questionReview.counters.open', defaultMessage: 'Dissertativas' },
  cancelled: { id: 'ui.questionReview.counters.cancelled', defaultMessage: 'Anuladas' },
  answered: { id: 'ui.questionReview.counters.answered', defaultMessage: 'Respondidas' },
  gave_up: { id: 'ui.questionReview.counters.gave_up', defaultMessage: 'Em branco' },
});
