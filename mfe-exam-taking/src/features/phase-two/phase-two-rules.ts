/** Phase 2 (spec 3 §2.8): the best classified of phase 1 who advance, and the essay's length in lines. */
export const PHASE_TWO_QUALIFIED = 210;
export const ESSAY_MIN_LINES = 30;
export const ESSAY_MAX_LINES = 50;

/** The evaluation criteria, in the order they are shown (examTaking.phaseTwo.criteria.<name>.…). */
export const PHASE_TWO_CRITERIA = ['theme', 'knowledge', 'argument', 'proposal', 'writing'] as const;
