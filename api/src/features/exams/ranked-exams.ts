import type { Exam } from './load.js';

/**
 * Which of one edition's exams a user may take ("ranked"), deciding for all of them at once what
 * `isRanked` decides for one: subscribed to the edition and, unless the exam belongs to the first
 * phase, classified (a rating with is_ranked) in the exam of the phase before — the exam with the
 * highest phase below it, the highest id among equals.
 */
export function rankedExamIds(
  exams: Pick<Exam, 'id' | 'phase'>[],
  subscribed: boolean,
  classifiedIn: ReadonlySet<number>,
): Set<number> {
  const out = new Set<number>();
  if (!subscribed) return out;
  for (const exam of exams) {
    let previous: Pick<Exam, 'id' | 'phase'> | undefined;
    for (const other of exams)
      if (
        other.phase < exam.phase &&
        (!previous ||
          other.phase > previous.phase ||
          (other.phase === previous.phase && other.id > previous.id))
      )
        previous = other;
    if (!previous || classifiedIn.has(previous.id)) out.add(exam.id);
  }
  return out;
}
