import { Button, Center, Flex, Heading, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'shared-contracts/ui';
import { pathOf } from '../../../shared/built-routes';
import { usePreviewQuestions } from '../hooks/usePreviewQuestions';
import { previewMessages as m, previewValueMessages as mv } from '../messages';
import { PreviewQuestionCard } from './PreviewQuestionCard';
import { PrintStyles } from './PrintStyles';

/** The questions of the preview, or why they cannot be shown. */
function PreviewBody({ examId }: { examId: string }) {
  const intl = useIntl();
  const state = usePreviewQuestions(examId);
  switch (state.status) {
    case 'loading':
      return (
        <Center py="12">
          <Spinner aria-label={intl.formatMessage(m.loading)} />
        </Center>
      );
    case 'notFound':
    case 'error':
      return (
        <Text role="alert" color="fg.error">
          {intl.formatMessage(state.status === 'notFound' ? m.notFound : m.error)}
        </Text>
      );
    case 'ready':
      if (state.value.length === 0) return <Text>{intl.formatMessage(m.empty)}</Text>;
      return (
        <Stack gap="4">
          <Text color="fg.muted">{intl.formatMessage(mv.count, { count: state.value.length })}</Text>
          {state.value.map((question, i) => (
            <PreviewQuestionCard key={question.id ?? i} question={question} number={i + 1} />
          ))}
        </Stack>
      );
  }
}

/** The preview page: its title, Back and Print (not printed), and the questions. */
export function ExamPreviewView({
  editionId,
  examId,
  subtitle,
}: {
  editionId: string;
  examId: string;
  subtitle?: string;
}) {
  const intl = useIntl();
  return (
    <Stack gap="4" data-exam-preview data-testid="exam-preview">
      <PrintStyles />
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Stack gap="1">
          <Heading as="h1" size="xl">
            {intl.formatMessage(m.title)}
          </Heading>
          {subtitle && <Text color="fg.muted">{subtitle}</Text>}
        </Stack>
        <HStack gap="2" data-print-hidden>
          <Button asChild variant="outline">
            <RouterLink to={pathOf('admin.examEdit', { id: editionId, testId: examId })}>
              {intl.formatMessage(m.back)}
            </RouterLink>
          </Button>
          <Button colorPalette="brand" onClick={() => window.print()}>
            {intl.formatMessage(m.print)}
          </Button>
        </HStack>
      </Flex>
      <PreviewBody examId={examId} />
    </Stack>
  );
}
