import { Alert, Button, HStack, Spinner, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { Exam, Participation } from '../../../shared/exam/exam-types';
import type { PhaseInfo } from '../hooks/usePhaseInfo';
import { useProjectText } from '../hooks/useProjectText';
import { ProjectPhaseScreen } from './ProjectPhaseScreen';
import { projectPhaseMessages } from '../messages';

/**
 * The exam detail's branch (spec 3 §2.4): for a project phase (pre_project, in_group, final_project
 * among its phase's categories) the team and files screen; otherwise `children` (the start button).
 * `phase` is usePhaseInfo's answer, which the detail also uses to leave out what a project phase lacks.
 */
export function ProjectPhaseGate({
  editionId,
  exam,
  participation,
  onStarted,
  phase,
  children,
}: {
  phase: PhaseInfo;
  editionId: string;
  exam: Exam;
  participation: Participation | null;
  onStarted: (participation: Participation) => void;
  children: ReactNode;
}) {
  const { t } = useProjectText();
  const { state, retry } = phase;
  switch (state.status) {
    case 'loading':
      return (
        <HStack gap="2" role="status">
          <Spinner size="sm" />
          <Text color="fg.muted">{t(projectPhaseMessages.loading)}</Text>
        </HStack>
      );
    case 'error':
      return (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{t(projectPhaseMessages.phaseError)}</Alert.Title>
          <Button size="xs" variant="outline" onClick={retry} ms="auto">
            {t(projectPhaseMessages.retry)}
          </Button>
        </Alert.Root>
      );
    case 'regular':
      return <>{children}</>;
    case 'project':
      return (
        <ProjectPhaseScreen
          editionId={editionId}
          exam={exam}
          participation={participation}
          onStarted={onStarted}
          info={state.info}
        />
      );
  }
}
