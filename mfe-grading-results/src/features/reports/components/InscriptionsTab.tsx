import { Button, Card, Heading, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import type { ReportFormat } from 'shared-contracts';
import { useInscriptionsReport } from '../hooks/useReportRequests';
import { reportsMessages as m } from '../messages';
import { SchoolReportForm } from './SchoolReportForm';

/** Inscrições: the general report and one school's. */
export function InscriptionsTab({
  editionId,
  countryIds,
  format,
}: {
  editionId: string;
  countryIds: readonly number[];
  format: ReportFormat;
}) {
  const intl = useIntl();
  const general = useInscriptionsReport(editionId);
  return (
    <Stack gap="4">
      <Card.Root size="sm">
        <Card.Body gap="3">
          <Heading as="h3" size="sm">
            {intl.formatMessage(m.generalTitle)}
          </Heading>
          <Text>{intl.formatMessage(m.generalText)}</Text>
          <Button
            alignSelf="start"
            colorPalette="brand"
            loading={general.isPending}
            onClick={() => general.mutate({ format })}
          >
            {intl.formatMessage(m.general)}
          </Button>
        </Card.Body>
      </Card.Root>
      <Card.Root size="sm">
        <Card.Body>
          <SchoolReportForm editionId={editionId} countryIds={countryIds} format={format} />
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
