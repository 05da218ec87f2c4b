import { Alert, Heading, Link, Spinner, Stack } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { Link as RouterLink, useParams } from 'shared-contracts/ui';
import { useCorrectionAssignment } from '../hooks/useCorrectionAssignment';
import { assignmentMessages as m } from '../messages';
import { AssignmentForm } from './AssignmentForm';
import { CorrectorProgress } from './CorrectorProgress';

/**
 * …/participantes/corretores, "Distribuir correções": the exam's double-marking settings and correctors,
 * and how far each corrector is.
 */
export function CorrectionAssignmentPage() {
  const intl = useIntl();
  const { id = '', testId = '' } = useParams();
  const listPath = `/edicoes/${encodeURIComponent(id)}/provas/${encodeURIComponent(testId)}/participantes`;
  const assignment = useCorrectionAssignment(testId);

  return (
    <Stack gap="5" maxW="3xl">
      <Link asChild alignSelf="flex-start" color="brand.primary">
        <RouterLink to={listPath}>← {intl.formatMessage(m.back)}</RouterLink>
      </Link>
      <Heading as="h1" size="lg" id="assignment-title">
        {intl.formatMessage(m.title)}
      </Heading>
      {assignment.isPending ? (
        <Spinner aria-label={intl.formatMessage(m.title)} />
      ) : assignment.isError ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{intl.formatMessage(m.loadFailed)}</Alert.Title>
        </Alert.Root>
      ) : (
        <>
          <AssignmentForm
            // A save that changes the settings or the correctors starts the form again from them.
            key={`${assignment.data.double_marking}:${assignment.data.marking_threshold}:${assignment.data.correctors.map((c) => c.id).join(',')}`}
            examId={testId}
            assignment={assignment.data}
          />
          <CorrectorProgress assignment={assignment.data} />
        </>
      )}
    </Stack>
  );
}
