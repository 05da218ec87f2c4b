import { Alert, Button, Flex, Heading, Link, Spinner, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { Link as RouterLink, useParams } from 'shared-contracts/ui';
import { isUnfinished } from '../api/my-corrections';
import { useMyCorrections } from '../hooks/useMyCorrections';
import { queueMessages as m, queueValueMessages as vm } from '../messages';
import { QueueTable } from './QueueTable';

/**
 * …/participantes/minhas-correcoes: the participations whose answers the caller marks, how many are done,
 * Corrigir for each and Começar, which opens the first unfinished one.
 */
export function MyCorrectionsPage() {
  const intl = useIntl();
  const { id = '', testId = '' } = useParams();
  const listPath = `/edicoes/${encodeURIComponent(id)}/provas/${encodeURIComponent(testId)}/participantes`;
  const queue = useMyCorrections(testId);
  const entries = queue.data ?? [];
  const first = entries.find(isUnfinished);
  const done = entries.reduce((sum, entry) => sum + entry.done, 0);
  const assigned = entries.reduce((sum, entry) => sum + entry.assigned, 0);

  return (
    <Stack gap="4">
      <Flex gap="4" wrap="wrap">
        <Link asChild color="brand.primary">
          <RouterLink to={listPath}>← {intl.formatMessage(m.back)}</RouterLink>
        </Link>
        <Link asChild color="brand.primary">
          <RouterLink to={`${listPath}/corretores`}>{intl.formatMessage(m.assign)}</RouterLink>
        </Link>
      </Flex>
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Heading as="h1" size="lg">
          {intl.formatMessage(m.title)}
        </Heading>
        {first && (
          <Button asChild colorPalette="brand">
            <RouterLink to={`${listPath}/${encodeURIComponent(first.user_id)}/correcao`}>
              {intl.formatMessage(m.start)}
            </RouterLink>
          </Button>
        )}
      </Flex>
      {queue.isPending ? (
        <Spinner aria-label={intl.formatMessage(m.title)} />
      ) : queue.isError ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{intl.formatMessage(m.loadFailed)}</Alert.Title>
        </Alert.Root>
      ) : entries.length === 0 ? (
        <Text data-testid="queue-empty">{intl.formatMessage(m.empty)}</Text>
      ) : (
        <>
          <Text role="status">
            {intl.formatMessage(vm.summary, { done, assigned })}
            {!first && ` — ${intl.formatMessage(m.allDone)}`}
          </Text>
          <QueueTable entries={entries} listPath={listPath} />
        </>
      )}
    </Stack>
  );
}
