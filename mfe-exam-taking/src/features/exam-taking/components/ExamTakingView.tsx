import { Button, Heading, HStack, Stack } from '@chakra-ui/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { examMessages } from '../../../shared/exam/messages';
import { finishMessages, takingMessages } from '../messages';
import { useNavigate } from 'shared-contracts/ui';
import {
  CountdownChip,
  useAnswerQueue,
  useExamCountdown,
  useOpenAnswerDebounce,
  useQuestionTimer,
} from '../../exam-session';
import {
  ACTIVE_EDITIONS_PATH,
  questionPath,
  resolverBasePath,
  type QuestionNavigationState,
} from '../../../shared/routing/area-paths';
import type { ArrivalState } from '../../../shared/editions/ArrivalNotices';
import type { Exam, Participation } from '../../../shared/exam/exam-types';
import { NavigationGuard, type BlockedNavigation } from '../hooks/NavigationGuard';
import { useBeforeUnloadWarning } from '../hooks/useBeforeUnloadWarning';
import { useConnectionLoss } from '../hooks/useConnectionLoss';
import { useFinishAttempt, type FinishProblem } from '../hooks/useFinishAttempt';
import { progressOf } from '../question-progress';
import { useExamSession } from '../../exam-session';
import { ConfirmFinishDialog } from './ConfirmFinishDialog';
import { QuestionMenuDialog } from './QuestionMenuDialog';
import { QuestionPanel } from './QuestionPanel';
import { OfflineBanner } from './OfflineBanner';
import { TimeOverNotice } from './TimeOverNotice';

type OpenDialog = { mode: 'finish' } | { mode: 'exit'; navigation: BlockedNavigation } | null;

/**
 * The exam-taking screen (spec 3 §2.5, §4 "Exam taking") for an attempt under way: the question,
 * the countdown, moving between questions (saving the time of each), the question menu, finishing,
 * the exit warning, finishing at time over, and leaving for the editions list when the connection
 * is lost (every answer stays queued on this device and goes when the exam is opened again).
 */
export function ExamTakingView({
  editionId,
  exam,
  participation,
  questionId,
  onFinished,
}: {
  editionId: string;
  exam: Exam;
  participation: Participation;
  questionId: string;
  onFinished: (participation: Participation | null, timeOver: boolean) => void;
}) {
  const intl = useIntl();
  const navigate = useNavigate();
  const session = useExamSession();
  const participationId = participation.id;
  const queue = useAnswerQueue(participationId, session);
  const countdown = useExamCountdown(participationId, session);
  const timer = useQuestionTimer(participationId, questionId, session);
  const typing = useOpenAnswerDebounce(questionId, queue.record);
  const finishAttempt = useFinishAttempt(session, participationId, {
    recordTyping: typing.flush,
    saveTime: timer.save,
    stopTime: timer.stop,
  });
  // Once finished, nothing of the attempt stays on the device — not even what the hooks above
  // record as the screen goes away (this cleanup runs after theirs).
  const finishedRef = useRef(false);
  useEffect(() => {
    const finished = finishedRef;
    return () => {
      if (finished.current) session.store.getState().forget(participationId);
    };
  }, [session, participationId]);

  const questions = exam.questions;
  const index = Math.max(
    0,
    questions.findIndex((q) => q.id === questionId),
  );
  const question = questions[index]!;
  const progress = progressOf(questions, queue.answers);

  const leaving = useRef(false);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<FinishProblem | null>(null);
  const [timeOverProblem, setTimeOverProblem] = useState<FinishProblem | null>(null);

  const finish = async (acceptUnsaved: boolean, then: (p: Participation | null) => void) => {
    setBusy(true);
    setProblem(null);
    const result = await finishAttempt({ acceptUnsaved });
    setBusy(false);
    finishedRef.current ||= result.ok;
    if (result.ok) then(result.participation);
    else setProblem(result.problem);
  };

  const finishAtTimeOver = useCallback(async () => {
    setBusy(true);
    setTimeOverProblem(null);
    const result = await finishAttempt({ acceptUnsaved: true });
    setBusy(false);
    finishedRef.current ||= result.ok;
    if (result.ok) onFinished(result.participation, true);
    else setTimeOverProblem(result.problem);
  }, [finishAttempt, onFinished]);

  const overHandled = useRef(false);
  useEffect(() => {
    if (!countdown.over || overHandled.current) return;
    overHandled.current = true;
    void finishAtTimeOver();
  }, [countdown.over, finishAtTimeOver]);

  useBeforeUnloadWarning(true);

  const connection = useConnectionLoss(
    true,
    () => {
      // Everything is recorded in the persisted queue before leaving; it is sent once the connection
      // is back (from the editions list too).
      typing.flush();
      leaving.current = true;
      const state: ArrivalState = { disconnected: true, warnings: [takingMessages.offlineKept.id] };
      navigate(ACTIVE_EDITIONS_PATH, { state });
    },
    session.offlineGraceMs,
  );

  const base = resolverBasePath(editionId, exam.id);
  const shouldBlock = useCallback(
    (to: string | null) => !leaving.current && !(to !== null && to.startsWith(base)),
    [base],
  );
  const onBlocked = useCallback((navigation: BlockedNavigation) => {
    setProblem(null);
    setDialog({ mode: 'exit', navigation });
  }, []);

  const go = (target: number) => {
    const next = questions[target];
    if (!next) return;
    const state: QuestionNavigationState = { index: target };
    navigate(questionPath(editionId, exam.id, next.id), { state });
  };

  const closeDialog = () => {
    if (dialog?.mode === 'exit') dialog.navigation.cancel();
    setDialog(null);
    setProblem(null);
  };

  return (
    <Stack gap="5" data-testid="exam-taking">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Heading as="h1" size="lg">
          {intl.formatMessage(examMessages.examPhase, { phase: exam.phase })}
        </Heading>
        <HStack gap="2" wrap="wrap">
          <CountdownChip {...countdown} />
          <QuestionMenuDialog
            questions={questions}
            currentId={question.id}
            answers={queue.answers}
            saveStateOf={queue.saveStateOf}
            onGo={(id) => go(questions.findIndex((q) => q.id === id))}
          />
          <Button
            colorPalette="brand"
            size="sm"
            disabled={countdown.over}
            onClick={() => {
              setProblem(null);
              setDialog({ mode: 'finish' });
            }}
          >
            {intl.formatMessage(finishMessages.open)}
          </Button>
        </HStack>
      </HStack>
      {connection.offline && <OfflineBanner />}
      {countdown.over && (
        <TimeOverNotice problem={timeOverProblem} busy={busy} onRetry={() => void finishAtTimeOver()} />
      )}
      <QuestionPanel
        question={question}
        position={index + 1}
        total={questions.length}
        entry={queue.answers[question.id]}
        saveState={queue.saveStateOf(question.id)}
        disabled={countdown.over || busy}
        onChoose={(alternativeId) => queue.record(question.id, alternativeId)}
        onType={typing.change}
      />
      <HStack justify="space-between">
        <Button variant="outline" onClick={() => go(index - 1)} disabled={index === 0}>
          {intl.formatMessage(takingMessages.previous)}
        </Button>
        <Button variant="outline" onClick={() => go(index + 1)} disabled={index === questions.length - 1}>
          {intl.formatMessage(takingMessages.next)}
        </Button>
      </HStack>
      <ConfirmFinishDialog
        mode="finish"
        open={dialog?.mode === 'finish'}
        busy={busy}
        problem={dialog?.mode === 'finish' ? problem : null}
        answered={progress.answered}
        total={questions.length}
        onCancel={closeDialog}
        onConfirm={(acceptUnsaved) =>
          void finish(acceptUnsaved, (finished) => {
            setDialog(null);
            onFinished(finished, false);
          })
        }
      />
      <ConfirmFinishDialog
        mode="exit"
        open={dialog?.mode === 'exit'}
        busy={busy}
        problem={dialog?.mode === 'exit' ? problem : null}
        answered={progress.answered}
        total={questions.length}
        onCancel={closeDialog}
        onConfirm={(acceptUnsaved) =>
          void finish(acceptUnsaved, () => {
            leaving.current = true;
            if (dialog?.mode === 'exit') dialog.navigation.proceed();
            setDialog(null);
          })
        }
      />
      <NavigationGuard shouldBlock={shouldBlock} onBlocked={onBlocked} />
    </Stack>
  );
}
