import type { ExamTakingMessageId } from './pt-BR';

/** Spanish messages of mfe_exam_taking. */
export const es: Record<ExamTakingMessageId, string> = {
  'examTaking.activeEditions.title': 'Ediciones activas',
  'examTaking.activeEditions.column.edition': 'Edición',
  'examTaking.activeEditions.column.subscription': 'Inscripciones',
  'examTaking.activeEditions.column.subscribed': 'Inscrito',
  'examTaking.activeEditions.column.category': 'Categoría',
  'examTaking.activeEditions.column.action': 'Acción',
  'examTaking.activeEditions.subscription.open': 'Abierta',
  'examTaking.activeEditions.subscription.closed': 'Cerrada',
  'examTaking.activeEditions.subscribed.yes': 'Sí',
  'examTaking.activeEditions.subscribed.no': 'No',
  'examTaking.activeEditions.category.none': '—',
  'examTaking.activeEditions.action.subscribe': 'Inscribirse',
  'examTaking.activeEditions.action.access': 'Acceder',
  'examTaking.activeEditions.reason.notYetOpen': 'Inscripciones a partir del {date}',
  'examTaking.activeEditions.reason.closed': 'Inscripciones cerradas',
  'examTaking.activeEditions.disconnected.title': 'Conexión perdida',
  'examTaking.activeEditions.disconnected.message':
    'Se interrumpió tu conexión con el servidor. Verifica tu internet e inténtalo de nuevo.',
  'examTaking.activeEditions.empty': 'No hay ediciones activas en este momento.',
  'examTaking.activeEditions.error': 'No fue posible cargar las ediciones activas.',
  'examTaking.category.regular': 'Regular',
  'examTaking.category.regular.info':
    'Participación vinculada a una escuela, con grado y escuela indicados en la inscripción.',
  'examTaking.category.opened': 'Abierta',
  'examTaking.category.opened.info':
    'Participación abierta a cualquier persona, sin vínculo con una escuela.',
  'examTaking.category.opmbr': 'OPMBR',
  'examTaking.category.opmbr.info': 'Categoría destinada a los docentes participantes.',
  'examTaking.category.preProject': 'Anteproyecto',
  'examTaking.category.preProject.info': 'Fase de envío de la propuesta inicial del proyecto.',
  'examTaking.category.inGroup': 'En grupo',
  'examTaking.category.inGroup.info': 'Fase realizada por un equipo, con límite de integrantes.',
  'examTaking.category.finalProject': 'Proyecto final',
  'examTaking.category.finalProject.info': 'Fase de entrega del proyecto final del equipo.',
  'examTaking.category.official': 'Oficial',
  'examTaking.category.official.info': 'Participación oficial, válida para la clasificación y los premios.',
  'examTaking.category.student': 'Estudiante',
  'examTaking.category.student.info': 'Participación como estudiante.',
};
