import { defineMessages, type MessageValue, type NoMessageValues } from 'react-intl';

/** Messages of the exam session (countdown). */
export const sessionMessages = defineMessages<{
  countdownLabel: { time: MessageValue };
  countdownOver: NoMessageValues;
}>({
  countdownLabel: { id: 'examTaking.session.countdown.label', defaultMessage: 'Tempo restante: {time}' },
  countdownOver: { id: 'examTaking.session.countdown.over', defaultMessage: 'Tempo esgotado' },
});

/** An answer's save state, by state. */
export const saveStateMessages = defineMessages<{
  failed: { reason: MessageValue };
  pending: NoMessageValues;
  saved: NoMessageValues;
  saving: NoMessageValues;
}>({
  failed: { id: 'examTaking.session.save.failed', defaultMessage: 'Resposta não salva: {reason}' },
  pending: { id: 'examTaking.session.save.pending', defaultMessage: 'Aguardando conexão para salvar' },
  saved: { id: 'examTaking.session.save.saved', defaultMessage: 'Resposta salva' },
  saving: { id: 'examTaking.session.save.saving', defaultMessage: 'Salvando…' },
});

/** Why a save failed, by the server's code (saveFailed: any other). */
export const saveFailureMessages = defineMessages<{
  'exam.error.timeOver': NoMessageValues;
  'exam.error.finished': NoMessageValues;
  'exam.error.tooLong': NoMessageValues;
  'exam.error.invalidAlternative': NoMessageValues;
  saveFailed: NoMessageValues;
}>({
  'exam.error.timeOver': {
    id: 'examTaking.session.error.timeOver',
    defaultMessage: 'O tempo da prova acabou.',
  },
  'exam.error.finished': {
    id: 'examTaking.session.error.finished',
    defaultMessage: 'Você já finalizou esta prova.',
  },
  'exam.error.tooLong': {
    id: 'examTaking.session.error.tooLong',
    defaultMessage: 'A resposta excede o limite de caracteres.',
  },
  'exam.error.invalidAlternative': {
    id: 'examTaking.session.error.invalidAlternative',
    defaultMessage: 'Alternativa inválida.',
  },
  saveFailed: {
    id: 'examTaking.session.error.saveFailed',
    defaultMessage: 'Não foi possível registrar sua resposta. Tente novamente',
  },
});
