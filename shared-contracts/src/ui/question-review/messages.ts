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
  participantAnswer: NoMessageValues;
  participantAnswerWrong: NoMessageValues;
  participantNone: NoMessageValues;
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
  // The staff's view of a participant's exam (viewer 'staff'): the answer is the participant's.
  participantAnswer: {
    id: 'ui.questionReview.participant.answer',
    defaultMessage: 'Resposta do participante',
  },
  participantAnswerWrong: {
    id: 'ui.questionReview.participant.answerWrong',
    defaultMessage: 'Resposta do participante (incorreta)',
  },
  participantNone: {
    id: 'ui.questionReview.participant.none',
    defaultMessage: 'O participante não respondeu esta questão.',
  },
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

/**
 * Who reads the review: the participant their own answers ('Sua resposta'), or the exam's staff a
 * participant's ('Resposta do participante').
 */
export type ReviewViewer = 'participant' | 'staff';

/** The texts that name whose answer it is, for each viewer. */
export const VIEWER_MESSAGES = {
  participant: {
    choiceYours: questionReviewMessages.choiceYours,
    choiceYoursRight: questionReviewMessages.choiceYoursRight,
    choiceYoursWrong: questionReviewMessages.choiceYoursWrong,
    choiceNone: questionReviewMessages.choiceNone,
    openYours: questionReviewMessages.openYours,
    openNone: questionReviewMessages.openNone,
  },
  staff: {
    choiceYours: questionReviewMessages.participantAnswer,
    choiceYoursRight: questionReviewMessages.participantAnswer,
    choiceYoursWrong: questionReviewMessages.participantAnswerWrong,
    choiceNone: questionReviewMessages.participantNone,
    openYours: questionReviewMessages.participantAnswer,
    openNone: questionReviewMessages.participantNone,
  },
} as const;
