import { answerSheet, REVIEW_ANSWERS, reviewExamDocument } from '../../test/review-documents';
import { REVIEW_COUNTERS } from '../../test/review-api-server';
import { answerKeyOf } from './api/answer-key';
import { reviewExamFromDocument } from './api/review-exam';
import { countersOf, reviewQuestions } from './review-model';

const reviewExam = reviewExamFromDocument(reviewExamDocument() as never);

describe('reviewQuestions', () => {
  it('joins the questions in order with the answer sheet and tells each one’s state', () => {
    const key = answerKeyOf({ id: 'p1', answer_sheet: answerSheet('p1'), score: 7.5 });
    const questions = reviewQuestions(reviewExam.exam, reviewExam.resolutions, key);
    expect(questions.map((q) => [q.position, q.question.id, q.state])).toEqual([
      [1, '101', 'correct'],
      [2, '102', 'open'],
      [3, '103', 'wrong'],
      [4, '104', 'cancelled'],
      [5, '105', 'blank'],
    ]);
    expect(questions[1]).toMatchObject({ evaluationId: 'p1-102', openEndedScore: 1.5 });
    expect(questions[2]).toMatchObject({ rightChoice: 'b2', userAnswer: 'b1', correct: false });
  });

  it('takes the key from the exam’s resolutions when there is no answer sheet', () => {
    const questions = reviewQuestions(reviewExam.exam, reviewExam.resolutions, null);
    expect(questions.map((q) => q.rightChoice)).toEqual(['a2', null, 'b2', 'c1', 'd1']);
    expect(questions.every((q) => q.userAnswer === null)).toBe(true);
    expect(questions[0]!.comment).toBe('<p>Brasília é a capital desde <strong>1960</strong>.</p>');
  });

  it('does not count an open answer that is only blank markup as answered', () => {
    const key = answerKeyOf({
      id: 'p1',
      answer_sheet: answerSheet('p1', [{ question_id: '102', user_answer: '<p> <br></p>' }]),
    });
    const [, open] = reviewQuestions(reviewExam.exam, reviewExam.resolutions, key);
    expect(open).toMatchObject({ answered: false, state: 'blank' });
  });
});

describe('countersOf (the contract’s rules, for a key the server sent no counters for)', () => {
  it('counts cancelled questions only as cancelled', () => {
    const key = answerKeyOf({ id: 'p1', answer_sheet: answerSheet('p1', REVIEW_ANSWERS) });
    expect(countersOf(reviewQuestions(reviewExam.exam, reviewExam.resolutions, key))).toEqual(
      REVIEW_COUNTERS,
    );
  });

  it('counts every active question as given up without answers', () => {
    expect(countersOf(reviewQuestions(reviewExam.exam, reviewExam.resolutions, null))).toEqual({
      correct: 0,
      wrong: 0,
      open: 1,
      cancelled: 1,
      answered: 0,
      gave_up: 4,
    });
  });
});
