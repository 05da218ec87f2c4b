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
