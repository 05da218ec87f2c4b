import { Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { NotRankedNotice } from '../../../shared/exam/components/NotRankedNotice';
import type { Exam, Participation } from '../../../shared/exam/exam-types';
import type { ProjectPhaseInfo } from '../types';
import { ProjectWorkspace } from './ProjectWorkspace';

/**
 * The team and files screen of a project phase, in place of the start button (spec 3 §2.4, §2.9):
 * 'Fase ainda não disponível.' before it opens, 'not able to participate' for someone not ranked,
 * else the phase's sections.
 */
export function ProjectPhaseScreen({
  editionId,
  exam,
  participation,
  onStarted,
  info,
}: {
  editionId: string;
  exam: Exam;
  participation: Participation | null;
  onStarted: (participation: Participation) => void;
  info: ProjectPhaseInfo;
}) {
  const intl = useIntl();
  if (exam.status === 'upcoming')
    return (
      <Text color="fg.muted">
        {intl.formatMessage({
          id: 'examTaking.exam.error.notStarted',
          defaultMessage: 'Fase ainda não disponível.',
        })}
      </Text>
    );
  if (!exam.ranked_user) return <NotRankedNotice editionId={editionId} />;
  return <ProjectWorkspace exam={exam} participation={participation} onStarted={onStarted} info={info} />;
}
