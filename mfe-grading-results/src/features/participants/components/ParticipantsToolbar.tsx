import { Button, Flex } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'shared-contracts/ui';
import { participantsPath, type GradingExam } from '../../../shared';
import { participantsMessages as m } from '../messages';
import { ExportParticipationFilesButton } from './ExportParticipationFilesButton';
import { ExportParticipationsMenu } from './ExportParticipationsMenu';
import { ImportScoresDialog } from './ImportScoresDialog';

/**
 * The list's actions: the report (a file phase's is the participation files report), the score import
 * (presential exams; online ones once expired, as the API accepts) and, for online exams, the
 * correctors' screens.
 */
export function ParticipantsToolbar({
  editionId,
  exam,
  filePhase = false,
}: {
  editionId: string;
  exam: GradingExam;
  filePhase?: boolean;
}) {
  const intl = useIntl();
  const online = exam.kind === 'online';
  const canImport = exam.kind === 'presential' || exam.status === 'expired';
  const base = participantsPath(editionId, exam.id);
  return (
    <Flex gap="2" wrap="wrap" data-testid="participants-toolbar">
      {filePhase ? (
        <ExportParticipationFilesButton testId={exam.id} />
      ) : (
        <ExportParticipationsMenu testId={exam.id} />
      )}
      {canImport && <ImportScoresDialog testId={exam.id} />}
      {online && (
        <>
          <Button asChild variant="outline" colorPalette="brand">
            <RouterLink to={`${base}/corretores`}>{intl.formatMessage(m.assignment)}</RouterLink>
          </Button>
          <Button asChild variant="outline" colorPalette="brand">
            <RouterLink to={`${base}/minhas-correcoes`}>{intl.formatMessage(m.myCorrections)}</RouterLink>
          </Button>
        </>
      )}
    </Flex>
  );
}
