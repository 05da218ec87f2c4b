import { Button, Menu, Portal, Progress, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { isStorageJobActive, type StorageJob, type StorageTarget } from '../api/storage-jobs';
import { useSaveToCloud } from '../hooks/useSaveToCloud';
import { useStorageJobs } from '../hooks/useStorageJobs';
import { dataMessages as m } from '../messages';

const ITEMS: { target: StorageTarget; label: typeof m.saveCertificates }[] = [
  { target: 'certificates', label: m.saveCertificates },
  { target: 'editionData', label: m.saveEditionData },
];
const QUEUED = { certificates: m.certificatesQueued, editionData: m.editionDataQueued } as const;
const PROGRESS = { certificates: m.certificatesProgress, editionData: m.editionDataProgress } as const;

/** A running save: "Salvando certificados na nuvem: 3 de 10" and its bar. */
function SaveProgress({ target, job }: { target: StorageTarget; job: StorageJob }) {
  const intl = useIntl();
  const total = job.progress_total;
  return (
    <Stack gap="1" role="status" minW="14rem">
      <Text fontSize="sm">
        {job.status === 'queued' || !total
          ? intl.formatMessage(QUEUED[target])
          : intl.formatMessage(PROGRESS[target], { done: job.progress_done, total })}
      </Text>
      <Progress.Root
        value={total ? (100 * job.progress_done) / total : null}
        aria-label={intl.formatMessage(m.progressLabel)}
        size="xs"
      >
        <Progress.Track>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
    </Stack>
  );
}

/**
 * "Gerenciar dados" (spec 2 "Edition detail"): saves the edition's certificates or its data to cloud
 * storage through a background job, showing its progress and, when it ends, the §8 toast.
 */
export function DataManagementMenu({ editionId }: { editionId: string }) {
  const intl = useIntl();
  const { byTarget } = useStorageJobs(editionId);
  const save = useSaveToCloud(editionId);
  return (
    <Stack gap="2" align="end" data-testid="data-management">
      <Menu.Root positioning={{ placement: 'bottom-end' }}>
        <Menu.Trigger asChild>
          <Button variant="outline" colorPalette="brand" loading={save.isPending}>
            {intl.formatMessage(m.menu)}
          </Button>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content>
              {ITEMS.map(({ target, label }) => (
                <Menu.Item
                  key={target}
                  value={target}
                  disabled={isStorageJobActive(byTarget[target])}
                  onClick={() => save.mutate(target)}
                >
                  {intl.formatMessage(label)}
                </Menu.Item>
              ))}
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
      {ITEMS.map(({ target }) => {
        const job = byTarget[target];
        return job && isStorageJobActive(job) ? (
          <SaveProgress key={target} target={target} job={job} />
        ) : null;
      })}
    </Stack>
  );
}
