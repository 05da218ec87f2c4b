import { defineMessages, type MessageDescriptor, type MessageValue, type NoMessageValues } from 'react-intl';

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
  ranked: NoMessageValues;
  score: { score: MessageValue };
  title: NoMessageValues;
  unavailable: NoMessageValues;
}>({
  error: {
    id: 'examTaking.ranking.own.error',
    defaultMessage: 'Não foi possível carregar sua classificação.',
  },
  none: { id: 'examTaking.ranking.own.none', defaultMessage: 'Você não tem classificação nesta fase.' },
  notRanked: { id: 'examTaking.ranking.own.notRanked', defaultMessage: 'Desclassificado' },
  ranked: { id: 'examTaking.ranking.own.ranked', defaultMessage: 'Classificado' },
  score: { id: 'examTaking.ranking.own.score', defaultMessage: 'Nota: {score}' },
  title: { id: 'examTaking.ranking.own.title', defaultMessage: 'Sua Classificação' },
  unavailable: {
    id: 'examTaking.ranking.own.unavailable',
    defaultMessage: 'Sua classificação ainda não está disponível.',
  },
});

/** The name of each category an exam's phase can have, by the value the API sends (`open` is `opened`). */
export const categoryNameMessages: Readonly<Record<string, MessageDescriptor>> = defineMessages({
  regular: { id: 'examTaking.category.regular', defaultMessage: 'Regular' },
  opened: { id: 'examTaking.category.opened', defaultMessage: 'Aberta' },
  open: { id: 'examTaking.category.opened', defaultMessage: 'Aberta' },
  opmbr: { id: 'examTaking.category.opmbr', defaultMessage: 'OPMBR' },
  pre_project: { id: 'examTaking.category.preProject', defaultMessage: 'Pré-projeto' },
  in_group: { id: 'examTaking.category.inGroup', defaultMessage: 'Em grupo' },
  final_project: { id: 'examTaking.category.finalProject', defaultMessage: 'Projeto final' },
});
