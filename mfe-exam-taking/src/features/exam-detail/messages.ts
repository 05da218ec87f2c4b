import { defineMessages, type MessageValue, type NoMessageValues } from 'react-intl';

/** Messages of the exam detail page. */
export const examDetailMessages = defineMessages<{
  continue: NoMessageValues;
  finished: NoMessageValues;
  finishedButton: NoMessageValues;
  minutes: { minutes: MessageValue };
  presential: NoMessageValues;
  start: NoMessageValues;
  startFailed: NoMessageValues;
  startOffline: NoMessageValues;
  timeOver: NoMessageValues;
  timeZoneCity: { city: MessageValue };
  timeZoneCoimbra: NoMessageValues;
}>({
  continue: { id: 'examTaking.exam.continue', defaultMessage: 'Continuar prova' },
  finished: { id: 'examTaking.exam.finished', defaultMessage: 'Você já finalizou esta prova.' },
  finishedButton: { id: 'examTaking.exam.finishedButton', defaultMessage: 'Prova finalizada' },
  minutes: {
    id: 'examTaking.exam.minutes',
    defaultMessage: '{minutes, plural, one {# minuto} other {# minutos}}',
  },
  presential: {
    id: 'examTaking.exam.presential',
    defaultMessage: 'Esta prova é presencial: ela não é feita pela plataforma.',
  },
  start: { id: 'examTaking.exam.start', defaultMessage: 'Iniciar prova' },
  startFailed: {
    id: 'examTaking.exam.start.failed',
    defaultMessage: 'Não foi possível iniciar a prova. Tente novamente.',
  },
  startOffline: {
    id: 'examTaking.exam.start.offline',
    defaultMessage: 'Sem conexão com o servidor. Verifique sua internet e tente novamente.',
  },
  timeOver: { id: 'examTaking.exam.timeOver', defaultMessage: 'Tempo esgotado' },
  timeZoneCity: {
    id: 'examTaking.exam.timeZone.city',
    defaultMessage: 'Horários no fuso horário de {city}.',
  },
  timeZoneCoimbra: {
    id: 'examTaking.exam.timeZone.coimbra',
    defaultMessage: 'Horários no fuso horário de Coimbra (Portugal continental).',
  },
});

/** The label of each fact, by key. */
export const examFactMessages = defineMessages<{
  questions: NoMessageValues;
  status: NoMessageValues;
  time: NoMessageValues;
  window: NoMessageValues;
}>({
  questions: { id: 'examTaking.exam.facts.questions', defaultMessage: 'Número de questões' },
  status: { id: 'examTaking.exam.facts.status', defaultMessage: 'Situação' },
  time: { id: 'examTaking.exam.facts.time', defaultMessage: 'Tempo disponível' },
  window: { id: 'examTaking.exam.facts.window', defaultMessage: 'Período' },
});
