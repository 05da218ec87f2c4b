import { Heading, Stack } from '@chakra-ui/react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { PagedTable, type PagedColumn, type PagedQuery } from 'shared-contracts/ui';
import { useOutboxState, useResumeQueuedAnswers } from '../exam-session';
import { useExamSession } from '../exam-session';
import { ArrivalNotices } from '../../shared/editions/ArrivalNotices';
import { useBackOnline } from '../../shared/editions/use-back-online';
import type { ParticipantEdition } from '../../shared/editions/participant-edition';

/**
 * The frame of a participants' editions list (spec 3 §2.1–2.2): title, arrival notices, and the
 * paged table (rows `edition-row`). Answers left queued on this device are sent from here too; when the
 * connection comes back the list loads again and the connection notice goes. `messages` are the
 * list's `title`, `empty` and `error` texts.
 */
export function ParticipantEditionsPage({
  messages,
  testId,
  columns,
  query,
}: {
  messages: Readonly<Record<'title' | 'empty' | 'error', MessageDescriptor>>;
  testId: string;
  columns: PagedColumn<ParticipantEdition>[];
  query: PagedQuery<ParticipantEdition>;
}) {
  const intl = useIntl();
  const session = useExamSession();
  useResumeQueuedAnswers(session);
  // The answers kept on this device: the notice says they are being sent, then goes.
  const keptAnswers = useOutboxState(session);
  // Back online: the notice goes and the list loads again (it may have failed while offline).
  const backOnline = useBackOnline();
  const title = intl.formatMessage(messages.title);
  return (
    <Stack gap="4">
      <Heading as="h1" size="xl">
        {title}
      </Heading>
      <ArrivalNotices backOnline={backOnline} keptAnswers={keptAnswers} />
      <PagedTable
        key={backOnline}
        columns={columns}
        query={query}
        rowKey={(e) => e.id}
        testId={testId}
        rowTestId="edition-row"
        ariaLabel={title}
        emptyMessage={intl.formatMessage(messages.empty)}
        errorMessage={intl.formatMessage(messages.error)}
      />
    </Stack>
  );
}
