import { defineMessages, type MessageValue } from 'react-intl';

/** The exam preview (spec 2 §2 "Exam list", preview paragraph). */
export const previewMessages = defineMessages({
  title: { id: 'editionAdmin.examPreview.title', defaultMessage: 'Visualizar prova' },
  back: { id: 'editionAdmin.examPreview.back', defaultMessage: 'Voltar' },
  print: { id: 'editionAdmin.examPreview.print', defaultMessage: 'Imprimir' },
  loading: { id: 'editionAdmin.examPreview.loading', defaultMessage: 'Carregando questões…' },
  error: {
    id: 'editionAdmin.examPreview.error',
    defaultMessage: 'Não foi possível carregar as questões da prova.',
  },
  notFound: { id: 'editionAdmin.examPreview.notFound', defaultMessage: 'Prova não encontrada.' },
  empty: { id: 'editionAdmin.examPreview.empty', defaultMessage: 'Esta prova ainda não tem questões.' },
  cancelled: { id: 'editionAdmin.examPreview.cancelled', defaultMessage: 'Questão Anulada' },
  correct: { id: 'editionAdmin.examPreview.correct', defaultMessage: 'Correta' },
  resolution: { id: 'editionAdmin.examPreview.resolution', defaultMessage: 'Comentário da resolução' },
});

/** The preview's texts with values. */
export const previewValueMessages = defineMessages<{
  questionNumber: { number: MessageValue };
  alternatives: { number: MessageValue };
  count: { count: MessageValue };
}>({
  questionNumber: { id: 'editionAdmin.examPreview.questionNumber', defaultMessage: 'Questão {number}' },
  alternatives: {
    id: 'editionAdmin.examPreview.alternatives',
    defaultMessage: 'Alternativas da questão {number}',
  },
  count: {
    id: 'editionAdmin.examPreview.count',
    defaultMessage: '{count, plural, one {# questão} other {# questões}}',
  },
});
