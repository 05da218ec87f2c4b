import { Badge, HStack, Stack } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { IMPORT_RELOAD_DELAY_MS } from 'shared-contracts';
import { useQueryClient } from 'shared-contracts/client';
import { ScoreImport, toaster } from 'shared-contracts/ui';
import { examKeys } from '../../exams';
import { scoresMessages as m, scoresValueMessages as mv } from '../messages';

/**
 * "Importar notas" of a presential exam (spec 2 §5): whether scores were imported already and the shared
 * score import; once imported, "N notas importadas." (the number the API stored) and the exam reloads
 * 1.5 s later (through the query cache, not the whole page).
 */
export function ImportScoresTab({ examId, alreadyImported }: { examId: string; alreadyImported: boolean }) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);
  const onImported = (count: number | null) => {
    toaster.create({ type: 'success', title: intl.formatMessage(mv.imported, { count: count ?? 0 }) });
    timer.current = setTimeout(
      () => void queryClient.invalidateQueries({ queryKey: examKeys.detail(examId) }),
      IMPORT_RELOAD_DELAY_MS,
    );
  };
  return (
    <Stack gap="5" data-testid="import-scores">
      <HStack>
        <Badge
          colorPalette={alreadyImported ? 'green' : 'gray'}
          variant="subtle"
          data-testid="scores-imported"
        >
          {intl.formatMessage(alreadyImported ? m.alreadyImported : m.notImported)}
        </Badge>
      </HStack>
      <ScoreImport examId={examId} onImported={onImported} />
    </Stack>
  );
}
