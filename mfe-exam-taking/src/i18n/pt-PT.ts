import type { ExamTakingMessageId } from './pt-BR';

/**
 * European Portuguese messages of mfe_exam_taking. The action labels the specification names
 * ("Inscrever-se", "Acessar") are kept as the product's terms.
 */
export const ptPT: Record<ExamTakingMessageId, string> = {
  'examTaking.activeEditions.title': 'Edições ativas',
  'examTaking.activeEditions.column.edition': 'Edição',
  'examTaking.activeEditions.column.subscription': 'Inscrições',
  'examTaking.activeEditions.column.subscribed': 'Inscrito',
  'examTaking.activeEditions.column.category': 'Categoria',
  'examTaking.activeEditions.column.action': 'Ação',
  'examTaking.activeEditions.subscription.open': 'Aberta',
  'examTaking.activeEditions.subscription.closed': 'Encerrada',
  'examTaking.activeEditions.subscribed.yes': 'Sim',
  'examTaking.activeEditions.subscribed.no': 'Não',
  'examTaking.activeEditions.category.none': '—',
  'examTaking.activeEditions.action.subscribe': 'Inscrever-se',
  'examTaking.activeEditions.action.access': 'Acessar',
  'examTaking.activeEditions.reason.notYetOpen': 'Inscrições a partir de {date}',
  'examTaking.activeEditions.reason.closed': 'Inscrições encerradas',
  'examTaking.activeEditions.disconnected.title': 'Ligação perdida',
  'examTaking.activeEditions.disconnected.message':
    'A sua ligação ao servidor foi interrompida. Verifique a sua ligação à internet e tente novamente.',
  'examTaking.activeEditions.empty': 'De momento não há edições ativas.',
  'examTaking.activeEditions.error': 'Não foi possível carregar as edições ativas.',
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
