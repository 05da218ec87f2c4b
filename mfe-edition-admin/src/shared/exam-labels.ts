import { defineMessages } from 'react-intl';
import type { ExamKind, QuestionKind } from 'shared-contracts';

/** Exam kinds (spec 2 §9: online "Digital", presential "Presencial"), wherever an exam is listed or edited. */
export const examKindLabels = defineMessages({
  online: { id: 'editionAdmin.exams.kind.online', defaultMessage: 'Digital' },
  presential: { id: 'editionAdmin.exams.kind.presential', defaultMessage: 'Presencial' },
}) satisfies Record<ExamKind, unknown>;

/** Question kinds, wherever a question is shown: the questions tab, its drawer, the preview, an import. */
export const questionKindLabels = defineMessages({
  multiple_choice: {
    id: 'editionAdmin.examQuestions.kind.multipleChoice',
    defaultMessage: 'Múltipla escolha',
  },
  open_ended: { id: 'editionAdmin.examQuestions.kind.openEnded', defaultMessage: 'Dissertativa' },
}) satisfies Record<QuestionKind, unknown>;
