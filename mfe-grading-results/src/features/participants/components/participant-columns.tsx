import { Badge, Button, Flex } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { Link as RouterLink, type PagedColumn } from 'shared-contracts/ui';
import { participantPath, sharedMessages } from '../../../shared';
import type { ParticipantRow } from '../api/participants';
import { participantNamedMessages as n, participantsMessages as m } from '../messages';

export interface ColumnOptions {
  editionId: string;
  testId: string;
  /** CORRIGIR QUESTÕES: online exams only. */
  online: boolean;
  /** Gerenciar Arquivos: file phases only. */
  filePhase: boolean;
}

/**
 * Name, e-mail, status ("Corrigida"/"Pendente"), score ("Não atribuída" while null) and the row's links;
 * below 720 px the name, the status and the links remain.
 */
export function useParticipantColumns({ editionId, testId, online, filePhase }: ColumnOptions) {
  const intl = useIntl();
  return useMemo((): PagedColumn<ParticipantRow>[] => {
    const nameOf = (row: ParticipantRow) => row.user?.name || intl.formatMessage(m.noName);
    const link = (row: ParticipantRow, screen: 'prova' | 'correcao' | 'arquivos', label: string) => {
      const userId = row.user?.id ?? '';
      return (
        <Button
          asChild
          size="xs"
          variant="outline"
          colorPalette="brand"
          key={screen}
          // On a phone the labels wrap inside the button instead of pushing the table sideways.
          whiteSpace="normal"
          h="auto"
          minH="8"
          py="1"
        >
          <RouterLink
            to={participantPath(editionId, testId, userId, screen)}
            aria-label={intl.formatMessage(n.actionOf, { action: label, name: nameOf(row) })}
          >
            {label}
          </RouterLink>
        </Button>
      );
    };
    return [
      { key: 'name', header: intl.formatMessage(m.name), cell: nameOf },
      {
        key: 'email',
        header: intl.formatMessage(m.email),
        hideBelow720: true,
        cell: (row) => row.user?.email ?? '—',
      },
      {
        key: 'status',
        header: intl.formatMessage(m.status),
        cell: (row) =>
          row.correction_status === 'corrected' ? (
            <Badge colorPalette="green">{intl.formatMessage(m.corrected)}</Badge>
          ) : (
            <Badge colorPalette="orange">{intl.formatMessage(m.pending)}</Badge>
          ),
      },
      {
        key: 'score',
        header: intl.formatMessage(m.score),
        hideBelow720: true,
        cell: (row) =>
          row.score === null || row.score === undefined
            ? intl.formatMessage(sharedMessages.noScore)
            : intl.formatNumber(row.score, { maximumFractionDigits: 2 }),
      },
      {
        key: 'actions',
        header: intl.formatMessage(m.actions),
        headerHidden: true,
        cell: (row) => (
          <Flex
            gap="2"
            wrap="wrap"
            direction={{ base: 'column', md: 'row' }}
            align={{ base: 'stretch', md: 'center' }}
          >
            {link(row, 'prova', intl.formatMessage(m.viewExam))}
            {online && link(row, 'correcao', intl.formatMessage(m.correct))}
            {filePhase && link(row, 'arquivos', intl.formatMessage(m.files))}
          </Flex>
        ),
      },
    ];
  }, [intl, editionId, testId, online, filePhase]);
}
