import { defineMessages, type MessageValue } from 'react-intl';
import type { ExamStatus } from 'shared-contracts';

/** The exam list (spec 2 §2 "Exam list", §8 "Exams"). */
export const pageMessages = defineMessages({
  title: { id: 'editionAdmin.exams.title', defaultMessage: 'Provas' },
  participantsTitle: { id: 'editionAdmin.exams.participantsTitle', defaultMessage: 'Classificados' },
  participantsText: {
    id: 'editionAdmin.exams.participantsText',
    defaultMessage: 'Escolha uma prova para ver os seus participantes.',
  },
  back: { id: 'editionAdmin.exams.back', defaultMessage: 'Voltar para a edição' },
  create: { id: 'editionAdmin.exams.create', defaultMessage: 'Criar Prova' },
  empty: { id: 'editionAdmin.exams.empty', defaultMessage: 'Nenhuma prova nesta edição.' },
  error: { id: 'editionAdmin.exams.error', defaultMessage: 'Não foi possível carregar as provas.' },
});

/** Column headers. */
export const columnMessages = defineMessages({
  phase: { id: 'editionAdmin.exams.column.phase', defaultMessage: 'Fase' },
  description: { id: 'editionAdmin.exams.column.description', defaultMessage: 'Descrição' },
  kind: { id: 'editionAdmin.exams.column.kind', defaultMessage: 'Tipo' },
  status: { id: 'editionAdmin.exams.column.status', defaultMessage: 'Situação' },
  start: { id: 'editionAdmin.exams.column.start', defaultMessage: 'Início' },
  end: { id: 'editionAdmin.exams.column.end', defaultMessage: 'Fim' },
  participations: { id: 'editionAdmin.exams.column.participations', defaultMessage: 'Participações' },
  rankeds: { id: 'editionAdmin.exams.column.rankeds', defaultMessage: 'Classificados' },
  actions: { id: 'editionAdmin.exams.column.actions', defaultMessage: 'Ações' },
  lastViewed: { id: 'editionAdmin.exams.column.lastViewed', defaultMessage: 'Última prova consultada' },
});

/** Exam statuses (spec 2 §9: Scheduled, Available, Finished). */
export const examStatusLabels = defineMessages({
  upcoming: { id: 'editionAdmin.exams.status.upcoming', defaultMessage: 'Agendada' },
  in_progress: { id: 'editionAdmin.exams.status.in_progress', defaultMessage: 'Disponível' },
  expired: { id: 'editionAdmin.exams.status.expired', defaultMessage: 'Encerrada' },
}) satisfies Record<ExamStatus, unknown>;

/** Row actions and the removal (spec 2 §8). */
export const actionMessages = defineMessages({
  edit: { id: 'editionAdmin.exams.edit', defaultMessage: 'Editar' },
  view: { id: 'editionAdmin.exams.view', defaultMessage: 'Visualizar' },
  remove: { id: 'editionAdmin.exams.remove', defaultMessage: 'Excluir' },
  participants: { id: 'editionAdmin.exams.participants', defaultMessage: 'Ver participantes' },
  removeTitle: { id: 'editionAdmin.exams.removeTitle', defaultMessage: 'Excluir prova' },
  cancel: { id: 'editionAdmin.exams.cancel', defaultMessage: 'Cancelar' },
  removed: { id: 'editionAdmin.exams.removed', defaultMessage: 'Prova excluída com sucesso.' },
  removeFailed: {
    id: 'editionAdmin.exams.removeFailed',
    defaultMessage: 'Não foi possível remover a prova.',
  },
});

/** The texts naming the exam. */
export const namedMessages = defineMessages<{
  actionsOf: { name: MessageValue };
  removeText: { name: MessageValue };
  phaseOf: { phase: MessageValue };
}>({
  actionsOf: { id: 'editionAdmin.exams.actionsOf', defaultMessage: 'Ações da prova {name}' },
  removeText: {
    id: 'editionAdmin.exams.removeText',
    defaultMessage: 'A prova {name} será excluída. Esta ação não pode ser desfeita.',
  },
  phaseOf: { id: 'editionAdmin.exams.phaseOf', defaultMessage: 'Fase {phase}' },
});
