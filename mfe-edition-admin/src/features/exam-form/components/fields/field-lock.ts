import { LOCKED_IN_PROGRESS, type ExamEditLevel } from 'shared-contracts';
import type { ExamField } from '../../form-values';

/**
 * Whether a field can be changed now (spec 2 §4): everything while upcoming; in progress all but the
 * phase, the dates and the time limit; nothing once expired.
 */
export function isLocked(field: ExamField, level: ExamEditLevel): boolean {
  if (level === 'none') return true;
  return level === 'limited' && (LOCKED_IN_PROGRESS as readonly string[]).includes(field);
}
