import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { examMessages } from '../../../shared/exam/messages';
import { Navigate, useParams } from 'shared-contracts/ui';
import { ACTIVE_EDITIONS_PATH, examDetailPath, questionPath } from '../../../shared/routing/area-paths';
import { BlockedScreen } from '../../../shared/exam/components/BlockedScreen';
import { ExamLoadScreen } from '../../../shared/exam/components/ExamLoadScreen';
import type { Participation } from '../../../shared/exam/exam-types';
import { hasOpenQuestions } from '../../teacher-recommendation';
import { useExamAttempt } from '../hooks/useExamAttempt';
import { usePreloadEditor } from '../hooks/usePreloadEditor';
import { useExamSession } from '../../exam-session';
import { ExamTakingView } from './ExamTakingView';
import { FinishedScreen } from './FinishedScreen';

/** /edicoes/ativas/{id}/fases/{testId}/resolver/{questionId} (spec 3 §2.5). */
export function ExamTakingPage() {
  const intl = useIntl();
  const { id: editionId = '', testId, questionId } = useParams();
  const session = useExamSession();
  const attempt = useExamAttempt(testId, session);
  const [finished, setFinished] = useState<{ timeOver: boolean } | null>(null);
  const { markFinished } = attempt;
  usePreloadEditor(attempt.status === 'ready' && hasOpenQuestions(attempt.exam.questions));
  const onFinished = useCallback(
    (participation: Participation | null, timeOver: boolean) => {
      if (participation) markFinished(participation);
      setFinished({ timeOver });
    },
    [markFinished],
  );
  const detail = examDetailPath(editionId, testId ?? '');
  /** 'Erro ao abrir a prova.': the load failed, or the exam has no question to open. */
  const cannotOpen = (
    <BlockedScreen
      title={intl.formatMessage(examMessages.examErrorCannotOpen)}
      text={intl.formatMessage(examMessages.examErrorContact)}
      action={intl.formatMessage(examMessages.examBackToExam)}
      to={detail}
    />
  );

  switch (attempt.status) {
    case 'loading':
    case 'notFound':
    case 'denied':
      return (
        <ExamLoadScreen
          status={attempt.status}
          editionId={editionId}
          listPath={ACTIVE_EDITIONS_PATH}
          listMessage={examMessages.examBackToEditions}
        />
      );
    case 'refused':
      return (
        <BlockedScreen
          title={intl.formatMessage(attempt.message)}
          action={intl.formatMessage(examMessages.examBackToExam)}
          to={detail}
        />
      );
    case 'error':
      return cannotOpen;
    case 'ready': {
      const { exam, participation } = attempt;
      if (finished || participation.status === 'finished')
        return (
          <FinishedScreen
            editionId={editionId}
            surveyUrl={finished ? exam.survey_url : null}
            timeOver={finished?.timeOver ?? false}
            participationId={participation.id}
            askRecommendation={!!finished && hasOpenQuestions(exam.questions)}
          />
        );
      const first = exam.questions[0];
      if (!first) return cannotOpen;
      if (!exam.questions.some((q) => q.id === questionId))
        return <Navigate replace to={questionPath(editionId, exam.id, first.id)} state={{ index: 0 }} />;
      return (
        <ExamTakingView
          key={participation.id}
          editionId={editionId}
          exam={exam}
          participation={participation}
          questionId={questionId!}
          onFinished={onFinished}
        />
      );
    }
  }
}
