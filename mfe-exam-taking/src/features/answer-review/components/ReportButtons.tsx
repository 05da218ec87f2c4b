import { Button, HStack } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import type { ReportKind } from '../api/open-ended-evaluation';
import { useReportDownload } from '../hooks/useReportDownload';
import { reportButtonMessages } from '../messages';

const KINDS: readonly ReportKind[] = ['scoreDetails', 'textAnalysis'];

/** The score-detail mirror and the text-analysis correction of a graded open answer (spec 3 §2.6). */
export function ReportButtons({ evaluationId, position }: { evaluationId: string; position: number }) {
  const intl = useIntl();
  const { busy, download } = useReportDownload(evaluationId, position);
  return (
    <HStack gap="2" wrap="wrap" data-testid="report-buttons">
      {KINDS.map((kind) => (
        <Button
          key={kind}
          size="sm"
          variant="outline"
          colorPalette="brand"
          loading={busy === kind}
          disabled={busy !== null}
          onClick={() => download(kind)}
        >
          {intl.formatMessage(reportButtonMessages[kind])}
        </Button>
      ))}
    </HStack>
  );
}
