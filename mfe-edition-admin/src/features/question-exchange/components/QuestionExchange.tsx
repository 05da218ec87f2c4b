export interface ExportQuestionsButtonProps {
  examId: string;
  /** The chosen questions' ids; none chosen: the button says "Nenhuma questao foi selecionada!". */
  selectedIds: readonly string[];
}

export interface ImportQuestionsButtonProps {
  examId: string;
  disabled?: boolean;
  /** After questions were imported (the caller reloads the exam's questions). */
  onImported?: (count: number) => void;
}

/** Export of the chosen questions in JSON, QTI 3.0 or Moodle XML. Contract only: the preview-ui helper builds it. */
export function ExportQuestionsButton(_props: ExportQuestionsButtonProps) {
  return null;
}

/** Import of questions from a file with a preview before anything is stored. Contract only. */
export function ImportQuestionsButton(_props: ImportQuestionsButtonProps) {
  return null;
}
