import { Button, Flex, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { Link as RouterLink, PagedTable, useParams, useSearchParams } from 'shared-contracts/ui';
import { timeZoneNameOf } from '../../../shared/api/editions';
import { pathOf } from '../../../shared/built-routes';
import { ConfirmDialog } from '../../../shared/components/ConfirmDialog';
import { EditionGate, useEdition, type EditionDetail } from '../../edition-detail';
import type { StaffExam } from '../api/exams';
import { examNameOf } from '../exam-text';
import { useDeleteExam } from '../hooks/useDeleteExam';
import { useExams } from '../hooks/useExams';
import { useRememberedExam } from '../hooks/useRememberedExam';
import { actionMessages, namedMessages, pageMessages as m } from '../messages';
import { useExamColumns } from './exam-columns';

/** The query value of the participant view (the edition detail's Classificados tile). */
export const PARTICIPANTS_MODE = 'participantes';

function ExamsView({ edition, participants }: { edition: EditionDetail; participants: boolean }) {
  const intl = useIntl();
  const query = useExams(edition.id);
  const removal = useDeleteExam(edition.id);
  const remembered = useRememberedExam(edition.id);
  const participantsPath = useCallback(
    (exam: StaffExam) =>
      pathOf('grading.participants', { id: edition.id, testId: exam.id }).replace(/\/\*$/, ''),
    [edition.id],
  );
  const onParticipants = useCallback((exam: StaffExam) => remembered.remember(exam.id), [remembered]);
  const columns = useExamColumns({
    editionId: edition.id,
    zone: timeZoneNameOf(edition),
    participants,
    selected: remembered.selected,
    onRemove: removal.open,
    onParticipants,
    participantsPath,
  });
  const title = intl.formatMessage(participants ? m.participantsTitle : m.title);
  const target = removal.target;

  return (
    <Stack gap="4">
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Stack gap="1">
          <Heading as="h1" size="xl">
            {title}
          </Heading>
          <Text color="fg.muted">{`${edition.year} - ${edition.description}`}</Text>
        </Stack>
        <HStack gap="2" wrap="wrap">
          <Button asChild variant="outline">
            <RouterLink to={pathOf('admin.editionDetail', { id: edition.id })}>
              {intl.formatMessage(m.back)}
            </RouterLink>
          </Button>
          {!participants && (
            <Button asChild colorPalette="brand">
              <RouterLink to={pathOf('admin.examNew', { id: edition.id })}>
                {intl.formatMessage(m.create)}
              </RouterLink>
            </Button>
          )}
        </HStack>
      </Flex>
      {participants && <Text>{intl.formatMessage(m.participantsText)}</Text>}
      <PagedTable
        columns={columns}
        query={query}
        rowKey={(e) => e.id}
        testId="exams-table"
        rowTestId="exam-row"
        ariaLabel={title}
        emptyMessage={intl.formatMessage(m.empty)}
        errorMessage={intl.formatMessage(m.error)}
        pageSizeOptions={[7, 14, 20]}
        highlightRow={participants ? (e) => e.id === remembered.selected : undefined}
      />
      <ConfirmDialog
        open={target !== null}
        title={intl.formatMessage(actionMessages.removeTitle)}
        text={
          target
            ? intl.formatMessage(namedMessages.removeText, {
                name: examNameOf(target, intl.formatMessage(namedMessages.phaseOf, { phase: target.phase })),
              })
            : ''
        }
        confirm={intl.formatMessage(actionMessages.remove)}
        cancel={intl.formatMessage(actionMessages.cancel)}
        busy={removal.busy}
        onCancel={removal.close}
        onConfirm={removal.confirm}
      />
    </Stack>
  );
}

/**
 * /edicoes/:id/provas (spec 2 §2 "Exam list"): the edition's exams with their actions, or, with
 * ?modo=participantes, the participant view; once the edition is loaded and the user administers it.
 */
export function ExamsPage() {
  const { id } = useParams();
  const [search] = useSearchParams();
  const participants = search.get('modo') === PARTICIPANTS_MODE;
  return (
    <EditionGate state={useEdition(id)}>
      {(edition) => <ExamsView edition={edition} participants={participants} />}
    </EditionGate>
  );
}
