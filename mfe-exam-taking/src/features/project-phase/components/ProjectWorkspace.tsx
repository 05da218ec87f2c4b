import { Alert, Stack } from '@chakra-ui/react';
import { useCallback, useRef } from 'react';
import { useAuthStore } from 'shared-contracts/client';
import { startParticipation } from '../../../shared/exam/api/participation';
import type { Exam, Participation } from '../../../shared/exam/exam-types';
import { useParticipationFiles } from '../hooks/useParticipationFiles';
import { useProjectText } from '../hooks/useProjectText';
import { useTeam } from '../hooks/useTeam';
import { teamView } from '../team-view';
import { isClosed } from '../phase-closed';
import type { ParticipationFile, ProjectPhaseInfo } from '../types';
import { CategorySection } from './CategorySection';
import { FilesPanel } from './files/FilesPanel';
import { TeamPanel } from './team/TeamPanel';
import { projectPhaseMessages } from '../messages';

/**
 * The sections of a project phase (spec 3 §2.9), one collapsible section for each of the phase's
 * categories; the student's team is loaded on entering, and everything is read-only once closed.
 */
export function ProjectWorkspace({
  exam,
  participation,
  onStarted,
  info,
}: {
  exam: Exam;
  participation: Participation | null;
  onStarted: (participation: Participation) => void;
  info: ProjectPhaseInfo;
}) {
  const { t, rule } = useProjectText();
  const rawUserId = useAuthStore((s) => s.user?.id);
  const userId = rawUserId === undefined || rawUserId === null ? null : String(rawUserId);
  const { categories } = info;
  const team = useTeam(exam.id, categories.includes('in_group') || categories.includes('final_project'));
  const files = useParticipationFiles(exam.id, userId);
  const closed = isClosed(exam);

  const current = useRef(participation);
  current.current = participation;
  const starting = useRef<Promise<Participation> | null>(null);
  /** The caller's participation id, starting the participation (POST participations) when there is none. */
  const participationId = useCallback(async () => {
    if (current.current) return current.current.id;
    starting.current ??= startParticipation(exam.id).finally(() => {
      starting.current = null;
    });
    const started = await starting.current;
    onStarted(started);
    return started.id;
  }, [exam.id, onStarted]);

  const ownTeam = team.team;
  const isLeader = ownTeam ? teamView(ownTeam, userId, info.memberLimit).isLeader : false;
  const canDelete = (s: ParticipationFile) =>
    (participation !== null && s.participationId === participation.id) ||
    (isLeader && ownTeam !== null && s.teamId === ownTeam.id);
  const filesOf = (category: (typeof categories)[number], blockedReason?: string) => (
    <FilesPanel
      category={category}
      files={files}
      csvShape={info.csvShape}
      teamId={ownTeam?.id ?? null}
      closed={closed}
      blockedReason={blockedReason}
      participationId={participationId}
      canDelete={canDelete}
    />
  );

  return (
    <Stack gap="4" data-testid="project-phase">
      {closed && (
        <Alert.Root status="info" data-testid="phase-closed">
          <Alert.Indicator />
          <Alert.Description>{rule('teams.error.closed')}</Alert.Description>
        </Alert.Root>
      )}
      {categories.map((category) => (
        <CategorySection key={category} category={category}>
          {category === 'in_group' ? (
            <Stack gap="6">
              <TeamPanel
                team={team}
                examId={exam.id}
                userId={userId}
                memberLimit={info.memberLimit}
                projectSlug={info.projectSlug}
                closed={closed}
              />
              {filesOf(
                category,
                ownTeam || team.loading ? undefined : t(projectPhaseMessages.filesNeedsTeam),
              )}
            </Stack>
          ) : (
            filesOf(category)
          )}
        </CategorySection>
      ))}
    </Stack>
  );
}
