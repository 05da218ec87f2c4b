import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { buildAnswerSheet, isBlankAnswer, type SheetQuestion } from '../src/features/results/answer-sheet.js';

const mc = (id: number, right: string, status: 'active' | 'cancelled' = 'active'): SheetQuestion => ({
  id,
  kind: 'multiple_choice',
  status,
  resolution: { comment: `Comentário ${id}`, multiple_choice: [right] },
});
const open = (id: number, status: 'active' | 'cancelled' = 'active'): SheetQuestion => ({
  id,
  kind: 'open_ended',
  status,
  resolution: { comment: 'Esperado' },
});
const answer = (question_id: number, user_answer: string | null, open_ended_score: number | null = null) => ({
  question_id,
  user_answer,
  open_ended_score,
  open_ended_comment: open_ended_score === null ? null : 'Bom',
});

describe('answer sheet and counters', () => {
  it('judges choices, counts blanks as given up and keeps cancelled questions out of every other counter', () => {
    const questions = [mc(1, '1'), mc(2, '2'), mc(3, '3'), mc(4, '1', 'cancelled'), open(5), open(6)];
    const { answerSheet, counters } = buildAnswerSheet(9, questions, [
      answer(1, '1'),
      answer(2, '4'),
      answer(4, '1'),
      answer(5, '<p>Texto</p>', 1.5),
      answer(6, '<p> </p>'),
    ]);
    assert.deepEqual(counters, { correct: 1, wrong: 1, open: 2, cancelled: 1, answered: 3, gave_up: 2 });
    assert.equal(answerSheet['1']!.correct, true);
    assert.equal(answerSheet['2']!.correct, false);
    assert.equal(answerSheet['3']!.correct, null, 'a blank choice is neither right nor wrong');
    assert.equal(answerSheet['3']!.user_answer, null);
    assert.equal(answerSheet['4']!.correct, null, 'a cancelled question is never right or wrong');
    assert.equal(answerSheet['4']!.status, 'cancelled');
    assert.deepEqual(answerSheet['2']!.multiple_choice, ['2']);
    assert.equal(answerSheet['2']!.comment, 'Comentário 2');
  });

  it('links graded open answers to their evaluation and carries the grade', () => {
    const { answerSheet } = buildAnswerSheet(
      12,
      [open(5), open(6), open(7)],
      [answer(5, '<p>Texto</p>', 0), answer(6, '<p>Outro</p>')],
    );
    assert.equal(answerSheet['5']!.open_ended_evaluation_id, '12-5', 'a zero is a grade too');
    assert.equal(answerSheet['5']!.open_ended_score, 0);
    assert.equal(answerSheet['5']!.open_ended_comment, 'Bom');
    assert.equal(answerSheet['6']!.open_ended_evaluation_id, null, 'not graded yet');
    assert.equal(answerSheet['7']!.open_ended_evaluation_id, null, 'not answered');
    assert.deepEqual(answerSheet['5']!.multiple_choice, []);
  });

  it('gives every question an entry even without any answer', () => {
    const { answerSheet, counters } = buildAnswerSheet(1, [mc(1, '1'), open(2)], []);
    assert.deepEqual(Object.keys(answerSheet).sort(), ['1', '2']);
    assert.deepEqual(counters, { correct: 0, wrong: 0, open: 1, cancelled: 0, answered: 0, gave_up: 2 });
  });

  it('treats an open answer without text (only tags, spaces or &nbsp;) as blank', () => {
    assert.equal(isBlankAnswer('open_ended', '<p><br></p>'), true);
    assert.equal(isBlankAnswer('open_ended', '<p>&nbsp;</p>'), true);
    assert.equal(isBlankAnswer('open_ended', '<p>a</p>'), false);
    assert.equal(isBlankAnswer('multiple_choice', ''), true);
    assert.equal(isBlankAnswer('multiple_choice', '2'), false);
    assert.equal(isBlankAnswer('multiple_choice', null), true);
  });
});
