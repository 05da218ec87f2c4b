import type { ExamTakingMessageId } from './pt-BR';

/**
 * European Portuguese messages of mfe_exam_taking. The action labels the specification names
 * ("Inscrever-se", "Acessar") are kept as the product's terms.
 */
export const ptPT: Record<ExamTakingMessageId, string> = {
  'examTaking.activeEditions.title': 'Edições ativas',
  'examTaking.editions.column.edition': 'Edição',
  'examTaking.editions.column.subscription': 'Inscrições',
  'examTaking.editions.column.subscribed': 'Inscrito',
  'examTaking.editions.column.category': 'Categoria',
  'examTaking.editions.column.action': 'Ação',
  'examTaking.editions.subscription.open': 'Aberta',
  'examTaking.editions.subscription.closed': 'Encerrada',
  'examTaking.editions.subscribed.yes': 'Sim',
  'examTaking.editions.subscribed.no': 'Não',
  'examTaking.editions.category.none': '—',
  'examTaking.activeEditions.action.subscribe': 'Inscrever-se',
  'examTaking.activeEditions.action.editRegistration': 'Editar inscrição',
  'examTaking.editions.action.access': 'Acessar',
  'examTaking.activeEditions.reason.notYetOpen': 'Inscrições a partir de {date}',
  'examTaking.activeEditions.reason.closed': 'Inscrições encerradas',
  'examTaking.editions.disconnected.title': 'Ligação perdida',
  'examTaking.editions.disconnected.message':
    'A sua ligação ao servidor foi interrompida. Verifique a sua ligação à internet e tente novamente.',
  'examTaking.activeEditions.empty': 'De momento não há edições ativas.',
  'examTaking.activeEditions.error': 'Não foi possível carregar as edições ativas.',
  'examTaking.inactiveEditions.title': 'Edições inativas',
  'examTaking.inactiveEditions.empty': 'Não há edições inativas.',
  'examTaking.inactiveEditions.error': 'Não foi possível carregar as edições inativas.',
  'examTaking.inactiveEditions.subscribed.yes': 'Inscrito',
  'examTaking.inactiveEditions.subscribed.no': 'Não realizada',
  'examTaking.category.regular': 'Regular',
  'examTaking.category.regular.info':
    'Participação associada a uma escola, com o ano e a escola indicados na inscrição.',
  'examTaking.category.opened': 'Aberta',
  'examTaking.category.opened.info': 'Participação aberta a qualquer pessoa, sem ligação a uma escola.',
  'examTaking.category.opmbr': 'OPMBR',
  'examTaking.category.opmbr.info': 'Categoria destinada aos professores participantes.',
  'examTaking.category.preProject': 'Pré-projeto',
  'examTaking.category.preProject.info': 'Fase de envio da proposta inicial do projeto.',
  'examTaking.category.inGroup': 'Em grupo',
  'examTaking.category.inGroup.info': 'Fase realizada por uma equipa, com limite de membros.',
  'examTaking.category.finalProject': 'Projeto final',
  'examTaking.category.finalProject.info': 'Fase de entrega do projeto final da equipa.',
  'examTaking.category.official': 'Oficial',
  'examTaking.category.official.info': 'Participação oficial, válida para a classificação e os prémios.',
  'examTaking.category.student': 'Estudante',
  'examTaking.category.student.info': 'Participação como estudante.',
};
