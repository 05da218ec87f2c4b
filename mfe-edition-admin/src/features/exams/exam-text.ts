import { plainTextOf } from 'shared-contracts';

export { plainTextOf };

/** The name an exam goes by in a sentence: its description, else its phase. */
export const examNameOf = (exam: { description: string | null; phase: number }, phaseText: string) =>
  plainTextOf(exam.description) || phaseText;
