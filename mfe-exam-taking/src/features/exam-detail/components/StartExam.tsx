import { Alert, Button, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { examMessages } from '../../../shared/exam/messages';
import { examDetailMessages } from '../messages';
import { useMutation } from 'shared-contracts/client';
import { useNavigate } from 'shared-contracts/ui';
import { questionPath, type QuestionNavigationState } from '../../../shared/routing/area-paths';
import { NotRankedNotice } from '../../../shared/exam/components/NotRankedNotice';
import { callFailureOf, refusalMessage, type CallFailure } from '../../../shared/exam/api/exam-errors';
import { startParticipation } from '../../../shared/exam/api/participation';
import type { Exam, Participation } from '../../../shared/exam/exam-types';
import { startState } from '../start-state';

/**
 * "Iniciar" (POST participations, then the first question) or "Continuar", with its disabled states
 * and the messages that explain them (spec 3 §2.4).
 */
export function StartExam({
  editionId,
  exam,
  participation,
  onStarted,
}: {
  editionId: string;
  exam: Exam;
  participation: Participation | null;
  onStarted: (participation: Participation) => void;
}) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [refusal, setRefusal] = useState<string | undefined>();
  const [failure, setFailure] = useState<MessageDescriptor | undefined>();
  const state = startState(exam, participation, refusal);

  const open = (firstQuestionId: string) => {
    const navState: QuestionNavigationState = { index: 0 };
    navigate(questionPath(editionId, exam.id, firstQuestionId), { state: navState });
  };

  // POST participations, then the first question; a refusal this remote explains changes the state shown.
  const starting = useMutation({
    mutationFn: async (firstQuestionId: string) => {
      try {
        return { started: await startParticipation(exam.id), firstQuestionId };
      } catch (error) {
        throw await callFailureOf(error);
      }
    },
    onMutate: () => setFailure(undefined),
    onSuccess: ({ started, firstQuestionId }) => {
      onStarted(started);
      open(firstQuestionId);
    },
    onError: (why: CallFailure) => {
      if (why.kind === 'refused' && refusalMessage(why.code)) setRefusal(why.code);
      else
        setFailure(why.kind === 'network' ? examDetailMessages.startOffline : examDetailMessages.startFailed);
    },
  });

  switch (state.kind) {
    case 'presential':
      return <Text color="fg.muted">{intl.formatMessage(examDetailMessages.presential)}</Text>;
    case 'notRanked':
      return <NotRankedNotice editionId={editionId} />;
    case 'cannotOpen':
      return (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{intl.formatMessage(examMessages.examErrorCannotOpen)}</Alert.Title>
            <Alert.Description>{intl.formatMessage(examMessages.examErrorContact)}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      );
    case 'upcoming':
      return (
        <UnavailableStart
          label={intl.formatMessage(examDetailMessages.start)}
          note={intl.formatMessage(examMessages.examErrorNotStarted)}
        />
      );
    case 'timeOver':
      return (
        <UnavailableStart
          label={intl.formatMessage(examDetailMessages.timeOver)}
          note={state.finished ? intl.formatMessage(examDetailMessages.finished) : undefined}
        />
      );
    case 'finishedEarly':
      return (
        <UnavailableStart
          label={intl.formatMessage(examDetailMessages.finishedButton)}
          note={intl.formatMessage(examDetailMessages.finished)}
        />
      );
    case 'start':
    case 'continue':
      return (
        <Stack gap="2" align="start">
          <Button
            colorPalette="brand"
            loading={starting.isPending || starting.isSuccess}
            onClick={() =>
              state.kind === 'start' ? starting.mutate(state.firstQuestionId) : open(state.firstQuestionId)
            }
          >
            {intl.formatMessage(examDetailMessages[state.kind])}
          </Button>
          {failure && (
            <Text color="fg.error" role="alert">
              {intl.formatMessage(failure)}
            </Text>
          )}
        </Stack>
      );
  }
}

/** The start button disabled, with the reason under it. */
function UnavailableStart({ label, note }: { label: string; note?: string }) {
  return (
    <Stack gap="2" align="start">
      <Button colorPalette="brand" disabled>
        {label}
      </Button>
      {note && <Text color="fg.muted">{note}</Text>}
    </Stack>
  );
}
