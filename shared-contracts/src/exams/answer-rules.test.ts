import { countReview } from './answer-rules';

it('counts cancelled questions only as cancelled, open ones apart, blanks as given up', () => {
  expect(
    countReview([
      { cancelled: false, kind: 'multiple_choice', answered: true, correct: true },
      { cancelled: false, kind: 'multiple_choice', answered: true, correct: false },
      { cancelled: true, kind: 'multiple_choice', answered: true, correct: true },
      { cancelled: false, kind: 'open_ended', answered: true, correct: null },
      { cancelled: false, kind: 'open_ended', answered: false, correct: null },
      { cancelled: false, kind: 'multiple_choice', answered: false, correct: null },
    ]),
  ).toEqual({ correct: 1, wrong: 1, open: 2, cancelled: 1, answered: 3, gave_up: 2 });
});
