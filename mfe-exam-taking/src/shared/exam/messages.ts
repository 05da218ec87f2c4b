import { defineMessages, type MessageValue, type NoMessageValues } from 'react-intl';

/** Messages of the exam screens every exam feature shares. */
export const examMessages = defineMessages<{
  accessDeniedSubscribe: NoMessageValues;
  accessDeniedText: NoMessageValues;
  accessDeniedTitle: NoMessageValues;
  commonLoading: NoMessageValues;
  commonNone: NoMessageValues;
  durationDays: { n: MessageValue };
  durationHours: { n: MessageValue };
  durationMinutes: { n: MessageValue };
  examBackToEdition: NoMessageValues;
  examBackToEditions: NoMessageValues;
  examBackToExam: NoMessageValues;
  examErrorCannotOpen: NoMessageValues;
  examErrorContact: NoMessageValues;
  examErrorNotRanked: NoMessageValues;
  examErrorNotStarted: NoMessageValues;
  examErrorTimeOver: NoMessageValues;
  examErrorUnavailable: NoMessageValues;
  examNotFound: NoMessageValues;
  examPhase: { phase: MessageValue };
  examWindowBetween: { start: MessageValue; end: MessageValue };
  examWindowFrom: { start: MessageValue };
  examWindowUntil: { end: MessageValue };
}>({
  accessDeniedSubscribe: { id: 'examTaking.access.denied.subscribe', defaultMessage: 'Ir para a inscrição' },
  accessDeniedText: {
    id: 'examTaking.access.denied.text',
    defaultMessage: 'Você precisa estar inscrito nesta edição para acessar esta página.',
  },
  accessDeniedTitle: { id: 'examTaking.access.denied.title', defaultMessage: 'Acesso negado' },
  commonLoading: { id: 'examTaking.common.loading', defaultMessage: 'Carregando…' },
  commonNone: { id: 'examTaking.common.none', defaultMessage: '—' },
  durationDays: { id: 'examTaking.duration.days', defaultMessage: '{n} d' },
  durationHours: { id: 'examTaking.duration.hours', defaultMessage: '{n} h' },
  durationMinutes: { id: 'examTaking.duration.minutes', defaultMessage: '{n} min' },
  examBackToEdition: { id: 'examTaking.exam.backToEdition', defaultMessage: 'Voltar para a edição' },
  examBackToEditions: { id: 'examTaking.exam.backToEditions', defaultMessage: 'Ir para edições ativas' },
  examBackToExam: { id: 'examTaking.exam.backToExam', defaultMessage: 'Voltar para a prova' },
  examErrorCannotOpen: { id: 'examTaking.exam.error.cannotOpen', defaultMessage: 'Erro ao abrir a prova.' },
  examErrorContact: {
    id: 'examTaking.exam.error.contact',
    defaultMessage: 'Por favor entre em contato com a coordenação da edição.',
  },
  examErrorNotRanked: {
    id: 'examTaking.exam.error.notRanked',
    defaultMessage: 'Você não está apto a participar desta fase.',
  },
  examErrorNotStarted: {
    id: 'examTaking.exam.error.notStarted',
    defaultMessage: 'Fase ainda não disponível.',
  },
  examErrorTimeOver: { id: 'examTaking.exam.error.timeOver', defaultMessage: 'O tempo da prova acabou.' },
  examErrorUnavailable: {
    id: 'examTaking.exam.error.unavailable',
    defaultMessage: 'Esta prova não pode ser feita online.',
  },
  examNotFound: { id: 'examTaking.exam.notFound', defaultMessage: 'Prova não encontrada' },
  examPhase: { id: 'examTaking.exam.phase', defaultMessage: 'Fase {phase}' },
  examWindowBetween: { id: 'examTaking.exam.window.between', defaultMessage: '{start} a {end}' },
  examWindowFrom: { id: 'examTaking.exam.window.from', defaultMessage: 'A partir de {start}' },
  examWindowUntil: { id: 'examTaking.exam.window.until', defaultMessage: 'Até {end}' },
});

export const examKindMessages = defineMessages<{
  online: NoMessageValues;
  presential: NoMessageValues;
}>({
  online: { id: 'examTaking.exam.kind.online', defaultMessage: 'Digital' },
  presential: { id: 'examTaking.exam.kind.presential', defaultMessage: 'Presencial' },
});

export const examStatusMessages = defineMessages<{
  expired: NoMessageValues;
  in_progress: NoMessageValues;
  upcoming: NoMessageValues;
}>({
  expired: { id: 'examTaking.exam.status.expired', defaultMessage: 'Encerrada' },
  in_progress: { id: 'examTaking.exam.status.in_progress', defaultMessage: 'Em andamento' },
  upcoming: { id: 'examTaking.exam.status.upcoming', defaultMessage: 'Em breve' },
});

/** The exam engine refusal codes this remote explains, by code. */
export const refusalMessages = defineMessages<{
  'exam.error.notRanked': NoMessageValues;
  'exam.error.notStarted': NoMessageValues;
  'exam.error.timeOver': NoMessageValues;
  'exam.error.finished': NoMessageValues;
  'exam.error.unavailable': NoMessageValues;
}>({
  'exam.error.notRanked': {
    id: 'examTaking.exam.error.notRanked',
    defaultMessage: 'Você não está apto a participar desta fase.',
  },
  'exam.error.notStarted': {
    id: 'examTaking.exam.error.notStarted',
    defaultMessage: 'Fase ainda não disponível.',
  },
  'exam.error.timeOver': { id: 'examTaking.exam.error.timeOver', defaultMessage: 'O tempo da prova acabou.' },
  'exam.error.finished': {
    id: 'examTaking.session.error.finished',
    defaultMessage: 'Você já finalizou esta prova.',
  },
  'exam.error.unavailable': {
    id: 'examTaking.exam.error.unavailable',
    defaultMessage: 'Esta prova não pode ser feita online.',
  },
});
