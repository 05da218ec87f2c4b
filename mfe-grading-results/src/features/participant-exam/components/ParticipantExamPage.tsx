import { Alert, Box, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { countReview } from 'shared-contracts';
import { QuestionReview, ReviewCounters } from 'shared-contracts/ui';
import {
  LoadFailure,
  Loading,
  PageHeader,
  participantsPath,
  sharedMessages,
  useExamTitle,
  useRouteIds,
} from '../../../shared';
import { useParticipantExam } from '../hooks/useParticipantExam';
import { participantExamMessages as m } from '../messages';

function Fact({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Box borderWidth="1px" rounded="md" p="3" data-testid={testId}>
      <Text as="dt" fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Text as="dd" fontWeight="semibold" overflowWrap="anywhere">
        {value}
      </Text>
    </Box>
  );
}

/**
 * …/participantes/:userId/prova (spec 3 §2.14): the participant's exam, read-only, with the answer key:
 * who, their score, the counters and each question with the right alternative, their answer and an open
 * answer's score and comment.
 */
export function ParticipantExamPage() {
  const intl = useIntl();
  const { editionId, testId, userId } = useRouteIds();
  const examTitle = useExamTitle();
  const view = useParticipantExam(editionId, testId, userId);
  const user = view.participation?.user;
  const name = user?.name || intl.formatMessage(m.participant);
  return (
    <Stack gap="5" p={{ base: '3', md: '6' }}>
      <PageHeader
        backTo={participantsPath(editionId, testId)}
        title={view.participation ? name : intl.formatMessage(m.title)}
        subtitle={view.exam ? examTitle(view.exam) : undefined}
      />
      {view.loading && <Loading />}
      {view.error !== undefined && <LoadFailure error={view.error} onRetry={view.retry} />}
      {view.ready && !view.participation && (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Description>{intl.formatMessage(m.noParticipation)}</Alert.Description>
        </Alert.Root>
      )}
      {view.ready && view.participation && (
        <>
          <SimpleGrid as="dl" columns={{ base: 1, sm: 2 }} gap="3">
            <Fact
              label={intl.formatMessage(m.participant)}
              value={user?.email ? `${name} (${user.email})` : name}
              testId="exam-participant"
            />
            <Fact
              label={intl.formatMessage(m.score)}
              value={
                view.score === null
                  ? intl.formatMessage(sharedMessages.noScore)
                  : intl.formatNumber(view.score, { maximumFractionDigits: 2 })
              }
              testId="exam-score"
            />
          </SimpleGrid>
          {view.questions.length === 0 ? (
            <Text color="fg.muted">{intl.formatMessage(m.noQuestions)}</Text>
          ) : (
            <>
              <ReviewCounters
                counters={countReview(
                  view.questions.map((q) => ({
                    cancelled: q.cancelled,
                    kind: q.question.kind,
                    answered: q.answered,
                    correct: q.correct,
                  })),
                )}
              />
              {/* The staff read a participant's answers: 'Resposta do participante', not 'Sua resposta'. */}
              <QuestionReview questions={view.questions} viewer="staff" />
            </>
          )}
        </>
      )}
    </Stack>
  );
}
