import { defineMessages, type MessageValue } from 'react-intl';

/** Texts every screen of the participants area uses (ids `gradingResults.shared.*`). */
export const sharedMessages = defineMessages({
  back: { id: 'gradingResults.shared.back', defaultMessage: 'Voltar' },
  loading: { id: 'gradingResults.shared.loading', defaultMessage: 'Carregando…' },
  loadFailed: {
    id: 'gradingResults.shared.loadFailed',
    defaultMessage: 'Não foi possível carregar os dados.',
  },
  notFound: { id: 'gradingResults.shared.notFound', defaultMessage: 'Registro não encontrado.' },
  retry: { id: 'gradingResults.shared.retry', defaultMessage: 'Tentar novamente' },
  noScore: { id: 'gradingResults.shared.noScore', defaultMessage: 'Não atribuída' },
});

/** Texts with values. */
export const sharedNamedMessages = defineMessages<{
  examTitle: { phase: MessageValue; description: MessageValue };
  examTitleNoDescription: { phase: MessageValue };
}>({
  examTitle: { id: 'gradingResults.shared.examTitle', defaultMessage: 'Fase {phase} — {description}' },
  examTitleNoDescription: {
    id: 'gradingResults.shared.examTitleNoDescription',
    defaultMessage: 'Fase {phase}',
  },
});
