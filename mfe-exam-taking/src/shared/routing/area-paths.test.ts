import { isExamSessionPath } from 'shared-contracts';
import { editionPagePath, examDetailPath, questionPath } from './area-paths';

// The shell keeps a running exam on its version of this remote while the path is an exam session's
// (shared-contracts EXAM_SESSION_PATH): the question screen must be one, the screens around it not.
it('the question screen is an exam session for the shell, the edition and exam pages are not', () => {
  expect(isExamSessionPath(questionPath('3', '12', '41'))).toBe(true);
  expect(isExamSessionPath(questionPath('ed 3', 'a/b', 'q?1'))).toBe(true);
  expect(isExamSessionPath(examDetailPath('3', '12'))).toBe(false);
  expect(isExamSessionPath(editionPagePath('3'))).toBe(false);
  expect(isExamSessionPath('/edicoes/ativas')).toBe(false);
});
