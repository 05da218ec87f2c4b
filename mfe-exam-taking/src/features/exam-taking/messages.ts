import { defineMessages, type MessageValue, type NoMessageValues } from 'react-intl';

/** Messages of the exam taking screens. */
export const takingMessages = defineMessages<{
  choices: NoMessageValues;
  finishedBack: NoMessageValues;
  finishedSurveyNo: NoMessageValues;
  finishedSurveyQuestion: NoMessageValues;
  finishedSurveyYes: NoMessageValues;
  finishedText: NoMessageValues;
  finishedTimeOver: NoMessageValues;
  finishedTitle: NoMessageValues;
  menuAnswered: { count: MessageValue };
  menuClose: NoMessageValues;
  menuIsAnswered: NoMessageValues;
  menuIsUnanswered: NoMessageValues;
  menuOpen: { answered: MessageValue; total: MessageValue };
  menuQuestion: { position: MessageValue };
  menuTitle: NoMessageValues;
  menuUnanswered: { count: MessageValue };
  menuUnsaved: { count: MessageValue };
  menuWaiting: { count: MessageValue };
  next: NoMessageValues;
  offlineKept: NoMessageValues;
  offlineText: NoMessageValues;
  offlineTitle: NoMessageValues;
  openLabel: NoMessageValues;
  previous: NoMessageValues;
  questionCancelled: NoMessageValues;
  questionTitle: { position: MessageValue; total: MessageValue };
  timeOverText: NoMessageValues;
  timeOverTitle: NoMessageValues;
}>({
  choices: { id: 'examTaking.taking.choices', defaultMessage: 'Alternativas' },
  finishedBack: { id: 'examTaking.taking.finished.back', defaultMessage: 'Voltar para a edição' },
  finishedSurveyNo: { id: 'examTaking.taking.finished.survey.no', defaultMessage: 'Não' },
  finishedSurveyQuestion: {
    id: 'examTaking.taking.finished.survey.question',
    defaultMessage: 'Gostaria de responder a uma pesquisa de satisfação?',
  },
  finishedSurveyYes: { id: 'examTaking.taking.finished.survey.yes', defaultMessage: 'Sim' },
  finishedText: {
    id: 'examTaking.taking.finished.text',
    defaultMessage: 'Suas respostas foram registradas. Obrigado pela participação.',
  },
  finishedTimeOver: { id: 'examTaking.taking.finished.timeOver', defaultMessage: 'O tempo da prova acabou.' },
  finishedTitle: { id: 'examTaking.taking.finished.title', defaultMessage: 'Prova finalizada!' },
  menuAnswered: { id: 'examTaking.taking.menu.answered', defaultMessage: 'Respondidas: {count}' },
  menuClose: { id: 'examTaking.taking.menu.close', defaultMessage: 'Fechar' },
  menuIsAnswered: { id: 'examTaking.taking.menu.isAnswered', defaultMessage: 'Respondida' },
  menuIsUnanswered: { id: 'examTaking.taking.menu.isUnanswered', defaultMessage: 'Não respondida' },
  menuOpen: { id: 'examTaking.taking.menu.open', defaultMessage: 'Questões ({answered}/{total})' },
  menuQuestion: { id: 'examTaking.taking.menu.question', defaultMessage: 'Questão {position}' },
  menuTitle: { id: 'examTaking.taking.menu.title', defaultMessage: 'Questões' },
  menuUnanswered: { id: 'examTaking.taking.menu.unanswered', defaultMessage: 'Não respondidas: {count}' },
  menuUnsaved: { id: 'examTaking.taking.menu.unsaved', defaultMessage: 'Não salvas: {count}' },
  menuWaiting: { id: 'examTaking.taking.menu.waiting', defaultMessage: 'Aguardando envio: {count}' },
  next: { id: 'examTaking.taking.next', defaultMessage: 'Próxima' },
  offlineKept: {
    id: 'examTaking.taking.offline.kept',
    defaultMessage:
      'Você está offline. Suas respostas foram guardadas neste dispositivo e serão enviadas quando você voltar à prova com a conexão restabelecida.',
  },
  offlineText: {
    id: 'examTaking.taking.offline.text',
    defaultMessage:
      'Continue respondendo: suas respostas ficam guardadas neste dispositivo e são enviadas assim que a conexão voltar. Se ela não voltar logo, você será levado à lista de edições, sem perder nada.',
  },
  offlineTitle: { id: 'examTaking.taking.offline.title', defaultMessage: 'Sem conexão' },
  openLabel: { id: 'examTaking.taking.open.label', defaultMessage: 'Sua resposta' },
  previous: { id: 'examTaking.taking.previous', defaultMessage: 'Anterior' },
  questionCancelled: { id: 'examTaking.taking.question.cancelled', defaultMessage: 'Questão anulada' },
  questionTitle: { id: 'examTaking.taking.question.title', defaultMessage: 'Questão {position} de {total}' },
  timeOverText: {
    id: 'examTaking.taking.timeOver.text',
    defaultMessage: 'O tempo da prova acabou. Suas respostas estão sendo enviadas e a prova será finalizada.',
  },
  timeOverTitle: { id: 'examTaking.taking.timeOver.title', defaultMessage: 'Tempo esgotado' },
});

/** Finishing the exam from its button. */
export const finishMessages = defineMessages<{
  answered: { answered: MessageValue; total: MessageValue };
  anyway: NoMessageValues;
  cancel: NoMessageValues;
  confirm: NoMessageValues;
  open: NoMessageValues;
  problemFailed: NoMessageValues;
  problemUnreachableText: { count: MessageValue };
  problemUnreachableTitle: NoMessageValues;
  problemUnsavedText: NoMessageValues;
  problemUnsavedTitle: { count: MessageValue };
  retry: NoMessageValues;
  text: NoMessageValues;
  title: NoMessageValues;
}>({
  answered: {
    id: 'examTaking.taking.finish.answered',
    defaultMessage: 'Questões respondidas: {answered} de {total}',
  },
  anyway: { id: 'examTaking.taking.finish.anyway', defaultMessage: 'Finalizar mesmo assim' },
  cancel: { id: 'examTaking.taking.finish.cancel', defaultMessage: 'Voltar à prova' },
  confirm: { id: 'examTaking.taking.finish.confirm', defaultMessage: 'Finalizar' },
  open: { id: 'examTaking.taking.finish.open', defaultMessage: 'Finalizar prova' },
  problemFailed: {
    id: 'examTaking.taking.finish.problem.failed',
    defaultMessage: 'Não foi possível finalizar a prova. Tente novamente.',
  },
  problemUnreachableText: {
    id: 'examTaking.taking.finish.problem.unreachable.text',
    defaultMessage:
      '{count, plural, =0 {A prova ainda não foi finalizada.} one {Uma resposta ainda não foi enviada.} other {# respostas ainda não foram enviadas.}} Suas respostas estão guardadas neste dispositivo e serão enviadas quando a conexão voltar; então tente finalizar de novo.',
  },
  problemUnreachableTitle: {
    id: 'examTaking.taking.finish.problem.unreachable.title',
    defaultMessage: 'Sem conexão com o servidor',
  },
  problemUnsavedText: {
    id: 'examTaking.taking.finish.problem.unsaved.text',
    defaultMessage: 'Veja o motivo no menu de questões. Você pode corrigi-las ou finalizar mesmo assim.',
  },
  problemUnsavedTitle: {
    id: 'examTaking.taking.finish.problem.unsaved.title',
    defaultMessage:
      '{count, plural, one {Uma resposta não foi aceita pelo servidor} other {# respostas não foram aceitas pelo servidor}}',
  },
  retry: { id: 'examTaking.taking.finish.retry', defaultMessage: 'Tentar novamente' },
  text: {
    id: 'examTaking.taking.finish.text',
    defaultMessage: 'Depois de finalizar, você não poderá mais alterar suas respostas.',
  },
  title: { id: 'examTaking.taking.finish.title', defaultMessage: 'Finalizar a prova?' },
});

/** Finishing the exam when leaving it. */
export const exitMessages = defineMessages<{
  cancel: NoMessageValues;
  confirm: NoMessageValues;
  text: NoMessageValues;
  title: NoMessageValues;
}>({
  cancel: { id: 'examTaking.taking.exit.cancel', defaultMessage: 'Continuar na prova' },
  confirm: { id: 'examTaking.taking.exit.confirm', defaultMessage: 'Sair e finalizar' },
  text: {
    id: 'examTaking.taking.exit.text',
    defaultMessage: 'Ao sair, sua prova será finalizada e você não poderá mais alterar suas respostas.',
  },
  title: { id: 'examTaking.taking.exit.title', defaultMessage: 'Sair da prova?' },
});
