import { Alert, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { PROJECT_CATEGORIES, type ProjectCategory } from 'shared-contracts';
import {
  LoadFailure,
  Loading,
  PageHeader,
  participantsPath,
  useExamTitle,
  useGradingExam,
  useParticipation,
  useRouteIds,
} from '../../../shared';
import { useParticipantFiles } from '../hooks/useParticipantFiles';
import { participantFilesMessages as m, participantFilesNamedMessages as n } from '../messages';
import { CategorySection } from './CategorySection';
import { MembersTable } from './MembersTable';
import { ProjectScoreForm } from './ProjectScoreForm';
import { SubmissionList } from './SubmissionList';

/**
 * …/participantes/:userId/arquivos (spec 3 §2.15): the participant's uploads by category (collapsible),
 * their team's members and, at the bottom, the project's score.
 */
export function ParticipantFilesPage() {
  const intl = useIntl();
  const { editionId, testId, userId } = useRouteIds();
  const examTitle = useExamTitle();
  const exam = useGradingExam(editionId, testId);
  const participation = useParticipation(testId, userId);
  const { submissions, members, team } = useParticipantFiles(testId, userId);
  const queries = [exam, participation, submissions];
  const failed = queries.find((q) => q.isError);
  const ready = queries.every((q) => q.isSuccess);
  const all = submissions.data ?? [];
  // The exam's phase categories, and any other one an upload came in.
  const categories = PROJECT_CATEGORIES.filter(
    (c: ProjectCategory) => exam.data?.categories.includes(c) || all.some((s) => s.category === c),
  );
  const name = participation.data?.user?.name;
  return (
    <Stack gap="5" p={{ base: '3', md: '6' }}>
      <PageHeader
        backTo={participantsPath(editionId, testId)}
        title={name || intl.formatMessage(m.title)}
        subtitle={exam.data ? examTitle(exam.data.exam) : undefined}
      />
      {!ready && !failed && <Loading />}
      {failed && (
        <LoadFailure error={failed.error} onRetry={() => queries.forEach((q) => void q.refetch())} />
      )}
      {ready && (
        <>
          {all.length === 0 ? (
            <Alert.Root status="info" data-testid="no-files">
              <Alert.Indicator />
              <Alert.Description>{intl.formatMessage(m.noFiles)}</Alert.Description>
            </Alert.Root>
          ) : (
            categories.map((category) => (
              <CategorySection
                key={category}
                title={intl.formatMessage(m[category])}
                testId={`section-${category}`}
              >
                <SubmissionList submissions={all.filter((s) => s.category === category)} />
              </CategorySection>
            ))
          )}
          {team && (
            <CategorySection title={intl.formatMessage(m.members)} testId="section-members">
              <Stack gap="3">
                {team.name && (
                  <Text fontWeight="medium">{intl.formatMessage(n.team, { name: team.name })}</Text>
                )}
                {members.isError ? (
                  <LoadFailure error={members.error} onRetry={() => void members.refetch()} />
                ) : members.data ? (
                  <MembersTable members={members.data} />
                ) : (
                  <Loading />
                )}
              </Stack>
            </CategorySection>
          )}
          {participation.data ? (
            <ProjectScoreForm
              key={participation.data.id}
              testId={testId}
              userId={userId}
              participationId={participation.data.id}
              score={participation.data.score}
              locked={Boolean(exam.data?.exam.ranking_available_at)}
            />
          ) : (
            <Text color="fg.muted">{intl.formatMessage(m.noParticipation)}</Text>
          )}
        </>
      )}
    </Stack>
  );
}
