import { Box, Button, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { formatDate, formatTime } from 'shared-contracts';
import { Link as RouterLink, type PagedColumn } from 'shared-contracts/ui';
import type { StaffExam } from '../api/exams';
import { examNameOf, plainTextOf } from '../exam-text';
import { examKindLabels } from '../../../shared/exam-labels';
import { actionMessages, columnMessages as m, namedMessages } from '../messages';
import { ExamRowActions } from './ExamRowActions';
import { ExamStatusBadge } from './ExamStatusBadge';

const dash = <Text color="fg.muted">—</Text>;

/** DD/MM/YYYY HH:mm in the edition's time zone (spec 2 §1). */
export const dateTimeOf = (iso: string | null, zone: string | null) =>
  iso ? `${formatDate(iso, zone)} ${formatTime(iso, zone)}` : '';

/**
 * The columns of the exam list (spec 2 §2): phase, description, kind, status, start, end, participations
 * and the row actions; the participant view (`?modo=participantes`) shows participations and rankeds
 * and "Ver participantes" instead. Below 720 px the description, the status and the actions remain.
 */
export function useExamColumns({
  editionId,
  zone,
  participants,
  selected,
  onRemove,
  onParticipants,
  participantsPath,
}: {
  editionId: string;
  zone: string | null;
  participants: boolean;
  selected: string | null;
  onRemove: (exam: StaffExam) => void;
  onParticipants: (exam: StaffExam) => void;
  participantsPath: (exam: StaffExam) => string;
}): PagedColumn<StaffExam>[] {
  const intl = useIntl();
  return useMemo(() => {
    const nameOf = (exam: StaffExam) =>
      examNameOf(exam, intl.formatMessage(namedMessages.phaseOf, { phase: exam.phase }));
    const phase: PagedColumn<StaffExam> = {
      key: 'phase',
      header: intl.formatMessage(m.phase),
      hideBelow720: true,
      cell: (e) => e.phase,
    };
    const description: PagedColumn<StaffExam> = {
      key: 'description',
      header: intl.formatMessage(m.description),
      cell: (e) => (
        <Box>
          <Text fontWeight="medium" whiteSpace="normal" overflowWrap="anywhere" lineClamp={2}>
            {plainTextOf(e.description) || intl.formatMessage(namedMessages.phaseOf, { phase: e.phase })}
          </Text>
          {participants && selected === e.id && (
            <Text fontSize="xs" color="fg.muted" data-testid="last-viewed">
              {intl.formatMessage(m.lastViewed)}
            </Text>
          )}
        </Box>
      ),
    };
    const kind: PagedColumn<StaffExam> = {
      key: 'kind',
      header: intl.formatMessage(m.kind),
      hideBelow720: true,
      cell: (e) => intl.formatMessage(examKindLabels[e.kind]),
    };
    const status: PagedColumn<StaffExam> = {
      key: 'status',
      header: intl.formatMessage(m.status),
      cell: (e) => <ExamStatusBadge status={e.status} />,
    };
    const participations: PagedColumn<StaffExam> = {
      key: 'participations',
      header: intl.formatMessage(m.participations),
      hideBelow720: !participants,
      align: 'end',
      cell: (e) => e.total_participations,
    };
    if (participants)
      return [
        phase,
        description,
        kind,
        status,
        participations,
        {
          key: 'rankeds',
          header: intl.formatMessage(m.rankeds),
          align: 'end',
          cell: (e) => e.total_rankeds,
        },
        {
          key: 'actions',
          header: intl.formatMessage(m.actions),
          headerHidden: true,
          align: 'end',
          cell: (e) => (
            <Button asChild size="xs" variant="outline">
              <RouterLink
                to={participantsPath(e)}
                onClick={() => onParticipants(e)}
                aria-label={`${intl.formatMessage(actionMessages.participants)}: ${nameOf(e)}`}
              >
                {intl.formatMessage(actionMessages.participants)}
              </RouterLink>
            </Button>
          ),
        },
      ];
    return [
      phase,
      description,
      kind,
      status,
      {
        key: 'start',
        header: intl.formatMessage(m.start),
        hideBelow720: true,
        cell: (e) => dateTimeOf(e.start_date, zone) || dash,
      },
      {
        key: 'end',
        header: intl.formatMessage(m.end),
        hideBelow720: true,
        cell: (e) => dateTimeOf(e.end_date, zone) || dash,
      },
      participations,
      {
        key: 'actions',
        header: intl.formatMessage(m.actions),
        headerHidden: true,
        align: 'end',
        cell: (e) => <ExamRowActions exam={e} editionId={editionId} name={nameOf(e)} onRemove={onRemove} />,
      },
    ];
  }, [intl, editionId, zone, participants, selected, onRemove, onParticipants, participantsPath]);
}
