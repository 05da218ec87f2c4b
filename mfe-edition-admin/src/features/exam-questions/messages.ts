import { defineMessages, type MessageDescriptor, type MessageValue, type NoMessageValues } from 'react-intl';
import type { QuestionRule } from 'shared-contracts';

/** The exam form's Questoes tab (spec 2 §2 "Exam questions screen", §8 "Questions"). */
export const tabMessages = defineMessages<{
  title: NoMessageValues;
  newQuestion: NoMessageValues;
  preview: NoMessageValues;
  empty: NoMessageValues;
  loadError: NoMessageValues;
  locked: NoMessageValues;
  count: { count: MessageValue };
  listLabel: NoMessageValues;
}>({
  title: { id: 'editionAdmin.examQuestions.title', defaultMessage: 'Questões' },
  newQuestion: { id: 'editionAdmin.examQuestions.new', defaultMessage: 'Nova questão' },
  preview: { id: 'editionAdmin.examQuestions.preview', defaultMessage: 'Visualizar prova' },
  empty: {
    id: 'editionAdmin.examQuestions.empty',
    defaultMessage: 'Esta prova ainda não tem questões.',
  },
  loadError: {
    id: 'editionAdmin.examQuestions.loadError',
    defaultMessage: 'Não foi possível carregar as questões.',
  },
  locked: {
    id: 'editionAdmin.examQuestions.locked',
    defaultMessage:
      'A prova já começou: as questões não podem mais ser criadas, editadas, removidas ou reordenadas. Ainda é possível anular, desanular ou alterar a alternativa correta.',
  },
  count: {
    id: 'editionAdmin.examQuestions.count',
    defaultMessage: '{count, plural, =0 {Nenhuma questão} one {# questão} other {# questões}}',
  },
  listLabel: { id: 'editionAdmin.examQuestions.listLabel', defaultMessage: 'Questões da prova' },
});

/** One question of the list. */
export const rowMessages = defineMessages<{
  number: { number: MessageValue };
  cancelled: NoMessageValues;
  active: NoMessageValues;
  expand: NoMessageValues;
  collapse: NoMessageValues;
  correct: NoMessageValues;
  characterLimit: { limit: MessageValue };
  select: { number: MessageValue };
  actions: { number: MessageValue };
  edit: NoMessageValues;
  remove: NoMessageValues;
  cancel: NoMessageValues;
  restore: NoMessageValues;
  changeCorrect: NoMessageValues;
  drag: { number: MessageValue };
  move: { number: MessageValue };
  moveTitle: NoMessageValues;
  position: { count: MessageValue };
  moveSubmit: NoMessageValues;
}>({
  number: { id: 'editionAdmin.examQuestions.row.number', defaultMessage: 'Questão {number}' },
  cancelled: { id: 'editionAdmin.examQuestions.row.cancelled', defaultMessage: 'Anulada' },
  active: { id: 'editionAdmin.examQuestions.row.active', defaultMessage: 'Ativa' },
  expand: { id: 'editionAdmin.examQuestions.row.expand', defaultMessage: 'Mostrar mais' },
  collapse: { id: 'editionAdmin.examQuestions.row.collapse', defaultMessage: 'Mostrar menos' },
  correct: { id: 'editionAdmin.examQuestions.row.correct', defaultMessage: 'Correta' },
  characterLimit: {
    id: 'editionAdmin.examQuestions.row.characterLimit',
    defaultMessage: 'Limite de {limit} caracteres',
  },
  select: {
    id: 'editionAdmin.examQuestions.row.select',
    defaultMessage: 'Exportar a questão {number}',
  },
  actions: { id: 'editionAdmin.examQuestions.row.actions', defaultMessage: 'Ações da questão {number}' },
  edit: { id: 'editionAdmin.examQuestions.row.edit', defaultMessage: 'Editar' },
  remove: { id: 'editionAdmin.examQuestions.row.remove', defaultMessage: 'Remover' },
  cancel: { id: 'editionAdmin.examQuestions.row.cancel', defaultMessage: 'Anular' },
  restore: { id: 'editionAdmin.examQuestions.row.restore', defaultMessage: 'Desanular' },
  changeCorrect: {
    id: 'editionAdmin.examQuestions.row.changeCorrect',
    defaultMessage: 'Alterar alternativa correta',
  },
  drag: { id: 'editionAdmin.examQuestions.row.drag', defaultMessage: 'Arrastar a questão {number}' },
  move: { id: 'editionAdmin.examQuestions.row.move', defaultMessage: 'Mover a questão {number}' },
  moveTitle: { id: 'editionAdmin.examQuestions.row.moveTitle', defaultMessage: 'Mover para a posição' },
  position: {
    id: 'editionAdmin.examQuestions.row.position',
    defaultMessage: 'Posição (1 a {count})',
  },
  moveSubmit: { id: 'editionAdmin.examQuestions.row.moveSubmit', defaultMessage: 'Mover' },
});

/** The question kinds and styles (spec 2 §9). */
export { questionStyleLabels as styleMessages } from '../../shared/choice-labels';

/** Removal, reordering (spec 2 §8). */
export const writeMessages = defineMessages<{
  removeTitle: NoMessageValues;
  removeText: { number: MessageValue };
  removeConfirm: NoMessageValues;
  dismiss: NoMessageValues;
  removed: NoMessageValues;
  removeFailed: NoMessageValues;
  ordered: NoMessageValues;
  orderFailed: NoMessageValues;
}>({
  removeTitle: { id: 'editionAdmin.examQuestions.remove.title', defaultMessage: 'Remover questão' },
  removeText: {
    id: 'editionAdmin.examQuestions.remove.text',
    defaultMessage: 'A questão {number} será removida desta prova. Deseja continuar?',
  },
  removeConfirm: { id: 'editionAdmin.examQuestions.remove.confirm', defaultMessage: 'Remover' },
  dismiss: { id: 'editionAdmin.examQuestions.dismiss', defaultMessage: 'Cancelar' },
  removed: { id: 'editionAdmin.examQuestions.removed', defaultMessage: 'Questao removida com sucesso.' },
  removeFailed: {
    id: 'editionAdmin.examQuestions.removeFailed',
    defaultMessage: 'Nao foi possivel deletar a questao.',
  },
  ordered: { id: 'editionAdmin.examQuestions.ordered', defaultMessage: 'Questão ordenada com sucesso.' },
  orderFailed: {
    id: 'editionAdmin.examQuestions.orderFailed',
    defaultMessage: 'Não foi possível ordernar a questão.',
  },
});

/** What a screen reader hears while a question is dragged (dnd-kit announcements). */
export const dragMessages = defineMessages<{
  instructions: NoMessageValues;
  start: { number: MessageValue; position: MessageValue; count: MessageValue };
  over: { number: MessageValue; position: MessageValue; count: MessageValue };
  end: { number: MessageValue; position: MessageValue; count: MessageValue };
  cancel: { number: MessageValue; position: MessageValue };
}>({
  instructions: {
    id: 'editionAdmin.examQuestions.drag.instructions',
    defaultMessage:
      'Para reordenar, pressione espaço ou Enter no botão de arrastar. Use as setas para cima e para baixo para mover a questão, espaço ou Enter para soltá-la, ou Esc para cancelar.',
  },
  start: {
    id: 'editionAdmin.examQuestions.drag.start',
    defaultMessage: 'Questão {number} selecionada, na posição {position} de {count}.',
  },
  over: {
    id: 'editionAdmin.examQuestions.drag.over',
    defaultMessage: 'Questão {number} movida para a posição {position} de {count}.',
  },
  end: {
    id: 'editionAdmin.examQuestions.drag.end',
    defaultMessage: 'Questão {number} solta na posição {position} de {count}.',
  },
  cancel: {
    id: 'editionAdmin.examQuestions.drag.cancel',
    defaultMessage: 'Movimento cancelado. A questão {number} voltou à posição {position}.',
  },
});

/** The question drawer (spec 2 §2, §5 "Question", §8). */
export const drawerMessages = defineMessages<{
  titleNew: NoMessageValues;
  titleEdit: { number: MessageValue };
  close: NoMessageValues;
  kind: NoMessageValues;
  kindPlaceholder: NoMessageValues;
  style: NoMessageValues;
  statement: NoMessageValues;
  statementPlaceholder: NoMessageValues;
  resolution: NoMessageValues;
  resolutionPlaceholder: NoMessageValues;
  alternatives: NoMessageValues;
  alternative: { marker: MessageValue };
  alternativePlaceholder: NoMessageValues;
  correctAlternative: NoMessageValues;
  markCorrect: { marker: MessageValue };
  addAlternative: NoMessageValues;
  removeAlternative: { marker: MessageValue };
  characterLimit: NoMessageValues;
  characterLimitHelp: NoMessageValues;
  weight: NoMessageValues;
  subject: NoMessageValues;
  save: NoMessageValues;
  cancel: NoMessageValues;
  saved: NoMessageValues;
  saveFailed: NoMessageValues;
  invalidNumber: NoMessageValues;
}>({
  titleNew: { id: 'editionAdmin.examQuestions.drawer.titleNew', defaultMessage: 'Nova questão' },
  titleEdit: { id: 'editionAdmin.examQuestions.drawer.titleEdit', defaultMessage: 'Editar questão {number}' },
  close: { id: 'editionAdmin.examQuestions.drawer.close', defaultMessage: 'Fechar' },
  kind: { id: 'editionAdmin.examQuestions.drawer.kind', defaultMessage: 'Tipo' },
  kindPlaceholder: {
    id: 'editionAdmin.examQuestions.drawer.kindPlaceholder',
    defaultMessage: 'Selecione o tipo',
  },
  style: { id: 'editionAdmin.examQuestions.drawer.style', defaultMessage: 'Estilo das alternativas' },
  statement: { id: 'editionAdmin.examQuestions.drawer.statement', defaultMessage: 'Enunciado' },
  statementPlaceholder: {
    id: 'editionAdmin.examQuestions.drawer.statementPlaceholder',
    defaultMessage: 'Escreva o enunciado da questão…',
  },
  resolution: {
    id: 'editionAdmin.examQuestions.drawer.resolution',
    defaultMessage: 'Comentário da resolução',
  },
  resolutionPlaceholder: {
    id: 'editionAdmin.examQuestions.drawer.resolutionPlaceholder',
    defaultMessage: 'Explique a resolução (opcional)…',
  },
  alternatives: { id: 'editionAdmin.examQuestions.drawer.alternatives', defaultMessage: 'Alternativas' },
  alternative: {
    id: 'editionAdmin.examQuestions.drawer.alternative',
    defaultMessage: 'Alternativa {marker}',
  },
  alternativePlaceholder: {
    id: 'editionAdmin.examQuestions.drawer.alternativePlaceholder',
    defaultMessage: 'Texto da alternativa…',
  },
  correctAlternative: {
    id: 'editionAdmin.examQuestions.drawer.correctAlternative',
    defaultMessage: 'Alternativa correta',
  },
  markCorrect: { id: 'editionAdmin.examQuestions.drawer.markCorrect', defaultMessage: 'Correta: {marker}' },
  addAlternative: {
    id: 'editionAdmin.examQuestions.drawer.addAlternative',
    defaultMessage: 'Adicionar alternativa',
  },
  removeAlternative: {
    id: 'editionAdmin.examQuestions.drawer.removeAlternative',
    defaultMessage: 'Remover a alternativa {marker}',
  },
  characterLimit: {
    id: 'editionAdmin.examQuestions.drawer.characterLimit',
    defaultMessage: 'Limite de caracteres',
  },
  characterLimitHelp: {
    id: 'editionAdmin.examQuestions.drawer.characterLimitHelp',
    defaultMessage: 'Vazio: sem limite.',
  },
  weight: { id: 'editionAdmin.examQuestions.drawer.weight', defaultMessage: 'Peso' },
  subject: { id: 'editionAdmin.examQuestions.drawer.subject', defaultMessage: 'Disciplina (código)' },
  save: { id: 'editionAdmin.examQuestions.drawer.save', defaultMessage: 'Salvar' },
  cancel: { id: 'editionAdmin.examQuestions.drawer.cancel', defaultMessage: 'Cancelar' },
  saved: { id: 'editionAdmin.examQuestions.saved', defaultMessage: 'Questao salva com sucesso.' },
  saveFailed: {
    id: 'editionAdmin.examQuestions.saveFailed',
    defaultMessage: 'Nao foi possivel salvar a questao.',
  },
  invalidNumber: {
    id: 'editionAdmin.examQuestions.drawer.invalidNumber',
    defaultMessage: 'Informe um número válido',
  },
});

/** The spec's wording of each question rule (shared-contracts QUESTION_RULE_MESSAGES, spec 2 §5). */
export const ruleMessages: Record<QuestionRule, MessageDescriptor> = defineMessages({
  kindRequired: { id: 'editionAdmin.examQuestions.rule.kindRequired', defaultMessage: 'Campo Obrigatorio' },
  statementRequired: {
    id: 'editionAdmin.examQuestions.rule.statementRequired',
    defaultMessage: 'Campo Obrigatorio',
  },
  tooFewAlternatives: {
    id: 'editionAdmin.examQuestions.rule.tooFewAlternatives',
    defaultMessage: 'A questao deve ter pelo menos uma alternativa',
  },
  tooManyAlternatives: {
    id: 'editionAdmin.examQuestions.rule.tooManyAlternatives',
    defaultMessage: 'A questao deve ter no maximo 10 alternativas',
  },
  alternativeRequired: {
    id: 'editionAdmin.examQuestions.rule.alternativeRequired',
    defaultMessage: 'Campo Obrigatorio',
  },
  noCorrectAlternative: {
    id: 'editionAdmin.examQuestions.rule.noCorrectAlternative',
    defaultMessage: 'A questao deve ter ao menos uma alternativa correta',
  },
  manyCorrectAlternatives: {
    id: 'editionAdmin.examQuestions.rule.manyCorrectAlternatives',
    defaultMessage: 'A questao deve ter apenas uma alternativa correta',
  },
  alternativesNotAllowed: {
    id: 'editionAdmin.examQuestions.rule.alternativesNotAllowed',
    defaultMessage: 'Questoes abertas nao tem alternativas',
  },
});

/** The question's history in the drawer (GET questions/{id}/audit_log). */
export const historyMessages = defineMessages<{
  title: NoMessageValues;
  empty: NoMessageValues;
  error: NoMessageValues;
  entry: { when: MessageValue; who: MessageValue; what: MessageValue };
  fields: { fields: MessageValue };
  someone: NoMessageValues;
  other: NoMessageValues;
  at: NoMessageValues;
}>({
  title: { id: 'editionAdmin.examQuestions.history.title', defaultMessage: 'Histórico da questão' },
  empty: { id: 'editionAdmin.examQuestions.history.empty', defaultMessage: 'Nenhuma alteração registrada.' },
  error: {
    id: 'editionAdmin.examQuestions.history.error',
    defaultMessage: 'Não foi possível carregar o histórico.',
  },
  entry: {
    id: 'editionAdmin.examQuestions.history.entry',
    defaultMessage: '{when} · {who} · {what}',
  },
  fields: { id: 'editionAdmin.examQuestions.history.fields', defaultMessage: 'Campos: {fields}' },
  someone: { id: 'editionAdmin.examQuestions.history.someone', defaultMessage: 'Usuário removido' },
  other: { id: 'editionAdmin.examQuestions.history.other', defaultMessage: 'Alteração' },
  at: { id: 'editionAdmin.examQuestions.history.at', defaultMessage: 'às' },
});

/** How the history names each action. */
export const historyActionMessages = defineMessages({
  create: { id: 'editionAdmin.examQuestions.history.create', defaultMessage: 'Criou a questão' },
  update: { id: 'editionAdmin.examQuestions.history.update', defaultMessage: 'Editou a questão' },
  status: {
    id: 'editionAdmin.examQuestions.history.status',
    defaultMessage: 'Alterou a situação ou a alternativa correta',
  },
  cancel: { id: 'editionAdmin.examQuestions.history.cancel', defaultMessage: 'Anulou a questão' },
  restore: { id: 'editionAdmin.examQuestions.history.restore', defaultMessage: 'Desanulou a questão' },
  delete: { id: 'editionAdmin.examQuestions.history.delete', defaultMessage: 'Removeu a questão' },
});

/** Cancel, restore and change of the correct alternative (spec 2 §4, §5, §8). */
export const statusMessages = defineMessages<{
  cancelTitle: { number: MessageValue };
  restoreTitle: { number: MessageValue };
  changeTitle: { number: MessageValue };
  comment: NoMessageValues;
  commentRequired: NoMessageValues;
  correct: NoMessageValues;
  next: NoMessageValues;
  back: NoMessageValues;
  confirm: NoMessageValues;
  sure: NoMessageValues;
  sureCancel: { number: MessageValue };
  sureRestore: { number: MessageValue };
  sureChange: { marker: MessageValue; number: MessageValue };
  updated: NoMessageValues;
  updateFailed: NoMessageValues;
}>({
  cancelTitle: {
    id: 'editionAdmin.examQuestions.status.cancelTitle',
    defaultMessage: 'Anular a questão {number}',
  },
  restoreTitle: {
    id: 'editionAdmin.examQuestions.status.restoreTitle',
    defaultMessage: 'Desanular a questão {number}',
  },
  changeTitle: {
    id: 'editionAdmin.examQuestions.status.changeTitle',
    defaultMessage: 'Alterar a alternativa correta da questão {number}',
  },
  comment: { id: 'editionAdmin.examQuestions.status.comment', defaultMessage: 'Comentário da resolução' },
  commentRequired: {
    id: 'editionAdmin.examQuestions.status.commentRequired',
    defaultMessage: 'Campo Obrigatorio',
  },
  correct: { id: 'editionAdmin.examQuestions.status.correct', defaultMessage: 'Alternativa correta' },
  next: { id: 'editionAdmin.examQuestions.status.next', defaultMessage: 'Continuar' },
  back: { id: 'editionAdmin.examQuestions.status.back', defaultMessage: 'Voltar' },
  confirm: { id: 'editionAdmin.examQuestions.status.confirm', defaultMessage: 'Sim, confirmar' },
  sure: { id: 'editionAdmin.examQuestions.status.sure', defaultMessage: 'Tem certeza?' },
  sureCancel: {
    id: 'editionAdmin.examQuestions.status.sureCancel',
    defaultMessage:
      'A questão {number} será anulada. Se a prova já tem respostas, as notas de todas as participações serão recalculadas.',
  },
  sureRestore: {
    id: 'editionAdmin.examQuestions.status.sureRestore',
    defaultMessage:
      'A questão {number} voltará a valer. Se a prova já tem respostas, as notas de todas as participações serão recalculadas.',
  },
  sureChange: {
    id: 'editionAdmin.examQuestions.status.sureChange',
    defaultMessage:
      'A alternativa {marker} passará a ser a correta da questão {number}. Se a prova já tem respostas, as notas de todas as participações serão recalculadas.',
  },
  updated: { id: 'editionAdmin.examQuestions.status.updated', defaultMessage: 'Questão atualizada!' },
  updateFailed: {
    id: 'editionAdmin.examQuestions.status.updateFailed',
    defaultMessage: 'Não foi possível atualizar a questão!',
  },
});

/** The rescoring of the exam's participations (a durable job). */
export const rescoreMessages = defineMessages<{
  queued: NoMessageValues;
  progress: { done: MessageValue; total: MessageValue };
  progressLabel: NoMessageValues;
  done: { count: MessageValue };
  failed: { reason: MessageValue };
}>({
  queued: { id: 'editionAdmin.examQuestions.rescore.queued', defaultMessage: 'Recálculo das notas na fila…' },
  progress: {
    id: 'editionAdmin.examQuestions.rescore.progress',
    defaultMessage: 'Recalculando notas: {done} de {total}',
  },
  progressLabel: {
    id: 'editionAdmin.examQuestions.rescore.progressLabel',
    defaultMessage: 'Progresso do recálculo das notas',
  },
  done: {
    id: 'editionAdmin.examQuestions.rescore.done',
    defaultMessage:
      '{count, plural, one {Nota recalculada: # participação.} other {Notas recalculadas: # participações.}}',
  },
  failed: {
    id: 'editionAdmin.examQuestions.rescore.failed',
    defaultMessage: 'O recálculo das notas falhou: {reason}',
  },
});
