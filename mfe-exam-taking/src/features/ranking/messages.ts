import { defineMessages, type MessageValue, type NoMessageValues } from 'react-intl';

/** Texts of the ranking page. */
export const rankingMessages = defineMessages<{
  categoryAll: NoMessageValues;
  categoryLabel: NoMessageValues;
  columnParticipant: NoMessageValues;
  error: NoMessageValues;
  generalError: NoMessageValues;
  generalTitle: NoMessageValues;
  generalUnavailable: NoMessageValues;
  title: { phase: MessageValue };
}>({
  categoryAll: { id: 'examTaking.ranking.category.all', defaultMessage: 'Todas' },
  categoryLabel: { id: 'examTaking.ranking.category.label', defaultMessage: 'Categoria' },
  columnParticipant: { id: 'examTaking.ranking.column.participant', defaultMessage: 'Participante' },
  error: { id: 'examTaking.ranking.error', defaultMessage: 'Não foi possível carregar o ranking.' },
  generalError: {
    id: 'examTaking.ranking.general.error',
    defaultMessage: 'Não foi possível carregar o ranking.',
  },
  generalTitle: { id: 'examTaking.ranking.general.title', defaultMessage: 'Classificação geral' },
  generalUnavailable: {
    id: 'examTaking.ranking.general.unavailable',
    defaultMessage: 'Ranking não disponível.',
  },
  title: { id: 'examTaking.ranking.title', defaultMessage: 'Fase {phase} > Ranking' },
});

/** Texts of the caller's own rating card ('Sua Classificação'). */
export const ownRatingMessages = defineMessages<{
  error: NoMessageValues;
  none: NoMessageValues;
  notRanked: NoMessageValues;
  position: { position: MessageValue };
  ranked: NoMessageValues;
  schoolPosition: { position: MessageValue };
  score: { score: MessageValue };
  statePosition: { position: MessageValue };
  title: NoMessageValues;
  unavailable: NoMessageValues;
}>({
  error: {
    id: 'examTaking.ranking.own.error',
    defaultMessage: 'Não foi possível carregar sua classificação.',
  },
  none: { id: 'examTaking.ranking.own.none', defaultMessage: 'Você não tem classificação nesta fase.' },
  notRanked: { id: 'examTaking.ranking.own.notRanked', defaultMessage: 'Desclassificado' },
  position: {
    id: 'examTaking.ranking.own.position',
    defaultMessage: '{position}º lugar na sua categoria',
  },
  ranked: { id: 'examTaking.ranking.own.ranked', defaultMessage: 'Classificado' },
  schoolPosition: {
    id: 'examTaking.ranking.own.schoolPosition',
    defaultMessage: '{position}º na sua escola',
  },
  score: { id: 'examTaking.ranking.own.score', defaultMessage: 'Nota: {score}' },
  statePosition: {
    id: 'examTaking.ranking.own.statePosition',
    defaultMessage: '{position}º no seu estado',
  },
  title: { id: 'examTaking.ranking.own.title', defaultMessage: 'Sua Classificação' },
  unavailable: {
    id: 'examTaking.ranking.own.unavailable',
    defaultMessage: 'Sua classificação ainda não está disponível.',
  },
});
