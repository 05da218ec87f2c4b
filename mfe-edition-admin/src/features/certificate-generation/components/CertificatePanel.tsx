import { Alert, Button, Flex, Heading, Progress, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { formatDate } from 'shared-contracts';
import { isJobActive } from '../api/certificate-job';
import { useCertificateJob } from '../hooks/useCertificateJob';
import { useGenerateCertificates } from '../hooks/useGenerateCertificates';
import { certificateMessages as m } from '../messages';

/**
 * The edition's certificates (spec 2 "Edition detail"): when they became available, Gerar (or
 * Atualizar once generated) queuing the background job — offered only once the edition has achievement
 * templates (spec 2 §2) —, and the job's progress or failure reason.
 */
export function CertificatePanel({
  editionId,
  availableAt,
  zone,
  hasTemplates,
}: {
  editionId: string;
  availableAt: string | null;
  zone: string | null;
  hasTemplates: boolean;
}) {
  const intl = useIntl();
  const job = useCertificateJob(editionId);
  const generate = useGenerateCertificates(editionId);
  const current = job.data;
  const active = isJobActive(current);
  return (
    <Stack as="section" aria-labelledby="certificates-title" gap="3" data-testid="certificate-panel">
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Heading as="h2" size="md" id="certificates-title">
          {intl.formatMessage(m.title)}
        </Heading>
        {hasTemplates && (
          <Button
            colorPalette="brand"
            variant="outline"
            loading={generate.isPending}
            disabled={active}
            onClick={() => generate.mutate()}
          >
            {intl.formatMessage(availableAt ? m.update : m.generate)}
          </Button>
        )}
      </Flex>
      {!hasTemplates && (
        <Text data-testid="certificate-needs-templates">{intl.formatMessage(m.needsTemplates)}</Text>
      )}
      <Text color="fg.muted">
        {availableAt
          ? intl.formatMessage(m.availableSince, { date: formatDate(availableAt, zone) })
          : intl.formatMessage(m.notGenerated)}
      </Text>
      {current && active && (
        <Stack gap="1" role="status">
          <Text>
            {current.status === 'queued' || !current.progress_total
              ? intl.formatMessage(m.queued)
              : intl.formatMessage(m.progress, {
                  done: current.progress_done,
                  total: current.progress_total,
                })}
          </Text>
          <Progress.Root
            value={current.progress_total ? (100 * current.progress_done) / current.progress_total : null}
            aria-label={intl.formatMessage(m.progressLabel)}
            size="sm"
          >
            <Progress.Track>
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
        </Stack>
      )}
      {current?.status === 'succeeded' && (
        <Text role="status">{intl.formatMessage(m.done, { count: current.progress_done })}</Text>
      )}
      {current?.status === 'failed' && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{intl.formatMessage(m.failed, { reason: current.last_error ?? '' })}</Alert.Title>
        </Alert.Root>
      )}
    </Stack>
  );
}
