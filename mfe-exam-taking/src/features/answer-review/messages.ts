import { defineMessages, type MessageValue, type NoMessageValues } from 'react-intl';

/** The answer review's own texts (the question view's are shared: shared-contracts/ui question-review). */
export const answerReviewMessages = defineMessages<{
  title: { phase: MessageValue };
  score: { score: MessageValue };
  emptyTitle: NoMessageValues;
  emptyText: NoMessageValues;
  notAvailableTitle: NoMessageValues;
  notAvailableText: NoMessageValues;
  notAvailableFrom: { date: MessageValue };
  errorTitle: NoMessageValues;
  errorContact: NoMessageValues;
  errorNoQuestions: NoMessageValues;
  reportUnavailable: NoMessageValues;
}>({
  title: { id: 'examTaking.answerReview.title', defaultMessage: 'Fase {phase} > Gabarito' },
  score: { id: 'examTaking.answerReview.score', defaultMessage: 'Sua nota: {score}' },
  emptyTitle: { id: 'examTaking.answerReview.empty.title', defaultMessage: 'Gabarito vazio' },
  emptyText: {
    id: 'examTaking.answerReview.empty.text',
    defaultMessage:
      'Não há respostas suas registradas no gabarito desta fase. Abaixo estão as questões com as respostas corretas.',
  },
  notAvailableTitle: {
    id: 'examTaking.answerReview.notAvailable.title',
    defaultMessage: 'O gabarito ainda não está disponível.',
  },
  notAvailableText: {
    id: 'examTaking.answerReview.notAvailable.text',
    defaultMessage: 'O gabarito é liberado depois que a fase termina.',
  },
  notAvailableFrom: {
    id: 'examTaking.answerReview.notAvailable.from',
    defaultMessage: 'O gabarito será liberado em {date}.',
  },
  errorTitle: { id: 'examTaking.answerReview.error.title', defaultMessage: 'Erro ao abrir o gabarito.' },
  errorContact: {
    id: 'examTaking.answerReview.error.contact',
    defaultMessage: 'Por favor entre em contato com a coordenação da edição.',
  },
  errorNoQuestions: {
    id: 'examTaking.answerReview.error.noQuestions',
    defaultMessage:
      'Nenhuma questão foi encontrada nesta prova. Por favor entre em contato com a coordenação da edição.',
  },
  reportUnavailable: {
    id: 'examTaking.answerReview.report.unavailable',
    defaultMessage: 'Relatório não disponível.',
  },
});

/** Each report's button. */
export const reportButtonMessages = defineMessages<{
  scoreDetails: NoMessageValues;
  textAnalysis: NoMessageValues;
}>({
  scoreDetails: {
    id: 'examTaking.answerReview.report.scoreDetails.button',
    defaultMessage: 'Espelho da correção',
  },
  textAnalysis: {
    id: 'examTaking.answerReview.report.textAnalysis.button',
    defaultMessage: 'Correção por análise de texto',
  },
});

/** Each report's file name. */
export const reportFileMessages = defineMessages<{
  scoreDetails: { position: MessageValue };
  textAnalysis: { position: MessageValue };
}>({
  scoreDetails: {
    id: 'examTaking.answerReview.report.scoreDetails.file',
    defaultMessage: 'espelho-da-correcao-questao-{position}.pdf',
  },
  textAnalysis: {
    id: 'examTaking.answerReview.report.textAnalysis.file',
    defaultMessage: 'analise-de-texto-questao-{position}.pdf',
  },
});
