import type { QuestionState } from './model';

/** Each state's colour and its icon: the state is never told by colour alone (the text goes with it). */
export const STATE_LOOK: Readonly<Record<QuestionState, { palette: string; icon: string }>> = {
  correct: { palette: 'green', icon: '✓' },
  wrong: { palette: 'red', icon: '✗' },
  open: { palette: 'blue', icon: '✎' },
  cancelled: { palette: 'gray', icon: '⊘' },
  blank: { palette: 'orange', icon: '–' },
};
