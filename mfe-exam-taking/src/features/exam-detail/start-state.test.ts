import { startState } from './start-state';

const q = { id: 'q1' } as never;
const exam = (over: object = {}) => ({
  kind: 'online' as const,
  status: 'in_progress' as const,
  ranked_user: true,
  questions: [q],
  ...over,
});
const running = { status: 'in_progress' as const, time_left: 600 };

describe('startState', () => {
  it('starts, or continues an attempt under way, at the first question', () => {
    expect(startState(exam(), null)).toEqual({ kind: 'start', firstQuestionId: 'q1' });
    expect(startState(exam(), running)).toEqual({ kind: 'continue', firstQuestionId: 'q1' });
  });

  it('is disabled before the start, and with the time over, expired or finished', () => {
    expect(startState(exam({ status: 'upcoming' }), null).kind).toBe('upcoming');
    expect(startState(exam({ status: 'expired' }), null)).toEqual({ kind: 'timeOver', finished: false });
    expect(startState(exam(), { status: 'in_progress', time_left: 0 }).kind).toBe('timeOver');
    expect(startState(exam(), { status: 'finished', time_left: 0 })).toEqual({
      kind: 'timeOver',
      finished: true,
    });
  });

  it('says the exam is finished, not that the time ran out, to a participant who finished early', () => {
    const endsAt = '2026-05-10T14:00:00Z';
    expect(
      startState(exam(), {
        status: 'finished',
        time_left: 0,
        finished_at: '2026-05-10T13:10:00Z',
        ends_at: endsAt,
      }),
    ).toEqual({ kind: 'finishedEarly' });
    // Closed when the time ran out: "Tempo esgotado" is the truth.
    expect(
      startState(exam(), {
        status: 'finished',
        time_left: 0,
        finished_at: '2026-05-10T14:00:00Z',
        ends_at: endsAt,
      }),
    ).toEqual({ kind: 'timeOver', finished: true });
  });

  it('follows what the server refused, and offers nothing for presential exams', () => {
    expect(startState(exam(), null, 'exam.error.notRanked').kind).toBe('notRanked');
    expect(startState(exam(), null, 'exam.error.notStarted').kind).toBe('upcoming');
    expect(startState(exam(), null, 'exam.error.timeOver').kind).toBe('timeOver');
    expect(startState(exam({ ranked_user: false }), null).kind).toBe('notRanked');
    expect(startState(exam({ kind: 'presential' }), null).kind).toBe('presential');
    expect(startState(exam({ questions: [] }), null).kind).toBe('cannotOpen');
  });
});
