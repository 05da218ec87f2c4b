import { Box, Heading, HStack, Image, Stack } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { editionPagePath } from '../../../shared/routing/area-paths';
import { BackToEditionLink } from '../../../shared/exam/components/BackToEditionLink';
import { ExamKindBadge } from '../../../shared/exam/components/ExamKindBadge';
import { SafeHtml } from 'shared-contracts/ui';
import type { Exam, Participation } from '../../../shared/exam/exam-types';
import { ProjectPhaseGate } from '../../project-phase';
import { usePhaseInfo } from '../../project-phase';
import { ExamFacts } from './ExamFacts';
import { StartExam } from './StartExam';

/** Cover, facts, the start button and the description of an exam (spec 3 §2.4). */
export function ExamDetailView({
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
  const phase = usePhaseInfo(exam.editionId ?? editionId, exam.phase);
  // A project phase has no questions to count: its facts leave the number out.
  const countsQuestions = phase.state.status === 'regular' || phase.state.status === 'error';
  return (
    <Stack gap="5">
      <Stack gap="1">
        <BackToEditionLink to={editionPagePath(editionId)} />
        <HStack gap="3" wrap="wrap">
          <Heading as="h1" size="xl">
            {intl.formatMessage(
              { id: 'examTaking.exam.phase', defaultMessage: 'Fase {phase}' },
              { phase: exam.phase },
            )}
          </Heading>
          <ExamKindBadge kind={exam.kind} />
        </HStack>
      </Stack>
      {exam.cover_url && <Image src={exam.cover_url} alt="" maxH="64" objectFit="cover" borderRadius="md" />}
      <ExamFacts exam={exam} participation={participation} countsQuestions={countsQuestions} />
      <ProjectPhaseGate
        editionId={editionId}
        exam={exam}
        participation={participation}
        onStarted={onStarted}
        phase={phase}
      >
        <StartExam editionId={editionId} exam={exam} participation={participation} onStarted={onStarted} />
      </ProjectPhaseGate>
      {exam.description && (
        <Box as="section" data-testid="exam-description">
          <SafeHtml html={exam.description} whiteSpace="pre-line" />
        </Box>
      )}
    </Stack>
  );
}
