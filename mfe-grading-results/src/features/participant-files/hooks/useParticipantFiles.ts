import { useQuery } from 'shared-contracts/client';
import { fetchMembers, fetchSubmissions } from '../api/participant-files';

/** The participant's uploads in the exam and, when they belong to a team, its members. */
export function useParticipantFiles(testId: string, userId: string) {
  const submissions = useQuery({
    queryKey: ['grading', 'participantFiles', testId, userId],
    queryFn: ({ signal }) => fetchSubmissions(testId, userId, { signal }),
  });
  const teamId = submissions.data?.find((s) => s.team)?.team?.id;
  const members = useQuery({
    queryKey: ['grading', 'teamMembers', teamId],
    queryFn: ({ signal }) => fetchMembers(teamId as string, { signal }),
    enabled: Boolean(teamId),
  });
  return { submissions, members, team: submissions.data?.find((s) => s.team)?.team ?? null };
}
