import { defineMessages, type MessageValue, type NoMessageValues } from 'react-intl';

/** Messages of an edition page. */
export const editionMessages = defineMessages<{
  backToList: NoMessageValues;
  examsOpen: NoMessageValues;
  examsTimeLimit: { minutes: MessageValue };
  loadError: NoMessageValues;
  materialClose: NoMessageValues;
  materialNone: NoMessageValues;
  materialTitle: NoMessageValues;
  materialVideos: NoMessageValues;
  materialVideosTitle: NoMessageValues;
  notFound: NoMessageValues;
  subscriptionCategory: NoMessageValues;
  subscriptionEdit: NoMessageValues;
  subscriptionSince: { date: MessageValue };
  subscriptionTitle: NoMessageValues;
}>({
  backToList: { id: 'examTaking.edition.backToList', defaultMessage: 'Voltar para edições ativas' },
  examsOpen: { id: 'examTaking.edition.exams.open', defaultMessage: 'Acessar' },
  examsTimeLimit: {
    id: 'examTaking.edition.exams.timeLimit',
    defaultMessage: 'Duração: {minutes, plural, one {# minuto} other {# minutos}}',
  },
  loadError: { id: 'examTaking.edition.loadError', defaultMessage: 'Não foi possível carregar a edição.' },
  materialClose: { id: 'examTaking.edition.material.close', defaultMessage: 'Fechar' },
  materialNone: { id: 'examTaking.edition.material.none', defaultMessage: 'Nenhum material disponível.' },
  materialTitle: { id: 'examTaking.edition.material.title', defaultMessage: 'Material' },
  materialVideos: { id: 'examTaking.edition.material.videos', defaultMessage: 'Vídeos' },
  materialVideosTitle: { id: 'examTaking.edition.material.videosTitle', defaultMessage: 'Vídeos da edição' },
  notFound: { id: 'examTaking.edition.notFound', defaultMessage: 'Edição não encontrada.' },
  subscriptionCategory: { id: 'examTaking.edition.subscription.category', defaultMessage: 'Categoria:' },
  subscriptionEdit: { id: 'examTaking.edition.subscription.edit', defaultMessage: 'Editar inscrição' },
  subscriptionSince: { id: 'examTaking.edition.subscription.since', defaultMessage: 'Inscrito em {date}' },
  subscriptionTitle: { id: 'examTaking.edition.subscription.title', defaultMessage: 'Dados da inscrição' },
});

/** Each exam group title, by group. */
export const examGroupTitleMessages = defineMessages<{
  finished: NoMessageValues;
  next: NoMessageValues;
  ongoing: NoMessageValues;
}>({
  finished: { id: 'examTaking.edition.exams.finished.title', defaultMessage: 'Provas encerradas' },
  next: { id: 'examTaking.edition.exams.next.title', defaultMessage: 'Próximas provas' },
  ongoing: { id: 'examTaking.edition.exams.ongoing.title', defaultMessage: 'Provas em andamento' },
});

/** Each exam group without exams, by group. */
export const examGroupEmptyMessages = defineMessages<{
  finished: NoMessageValues;
  next: NoMessageValues;
  ongoing: NoMessageValues;
}>({
  finished: { id: 'examTaking.edition.exams.finished.empty', defaultMessage: 'Nenhuma prova encerrada.' },
  next: { id: 'examTaking.edition.exams.next.empty', defaultMessage: 'Nenhuma prova agendada.' },
  ongoing: { id: 'examTaking.edition.exams.ongoing.empty', defaultMessage: 'Nenhuma prova em andamento.' },
});
