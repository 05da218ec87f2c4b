import { Field, Input, Stack } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { PagedTable } from 'shared-contracts/ui';
import {
  LoadFailure,
  Loading,
  PageHeader,
  examsParticipantsPath,
  useExamTitle,
  useGradingExam,
  useRouteIds,
} from '../../../shared';
import { useParticipants } from '../hooks/useParticipants';
import { participantsMessages as m } from '../messages';
import { useParticipantColumns } from './participant-columns';
import { ParticipantsToolbar } from './ParticipantsToolbar';

/**
 * /edicoes/:id/provas/:testId/participantes (spec 2 "Participants list", spec 3 §2.12): the exam's
 * participants, searched by name or e-mail, 7 a page, with their status, score and links.
 */
export function ParticipantsPage() {
  const intl = useIntl();
  const { editionId, testId } = useRouteIds();
  const examQuery = useGradingExam(editionId, testId);
  const examTitle = useExamTitle();
  const { query, search, setSearch } = useParticipants(testId);
  const info = examQuery.data;
  const columns = useParticipantColumns({
    editionId,
    testId,
    online: info?.exam.kind === 'online',
    filePhase: Boolean(info?.filePhase),
  });
  return (
    <Stack gap="5" p={{ base: '3', md: '6' }}>
      <PageHeader
        backTo={examsParticipantsPath(editionId)}
        title={info ? examTitle(info.exam) : intl.formatMessage(m.title)}
        subtitle={info ? intl.formatMessage(m.title) : undefined}
        actions={
          info && <ParticipantsToolbar editionId={editionId} exam={info.exam} filePhase={info.filePhase} />
        }
      />
      {examQuery.isPending && <Loading />}
      {examQuery.isError && <LoadFailure error={examQuery.error} onRetry={() => void examQuery.refetch()} />}
      {info && (
        <>
          <Field.Root maxW={{ md: 'md' }}>
            <Field.Label>{intl.formatMessage(m.search)}</Field.Label>
            <Input type="search" value={search} onChange={(e) => setSearch(e.target.value)} />
          </Field.Root>
          <PagedTable
            columns={columns}
            query={query}
            rowKey={(row) => row.id}
            testId="participants-table"
            rowTestId="participant-row"
            ariaLabel={intl.formatMessage(m.table)}
            emptyMessage={intl.formatMessage(m.empty)}
          />
        </>
      )}
    </Stack>
  );
}
