import { Alert, Button, Center, Spinner } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { ResultsPhase } from 'shared-contracts';
import type { UseQueryResult } from 'shared-contracts/client';
import { generateMessages as m } from '../messages';

/** The edition's phases once read: meanwhile a spinner; on a failure, the reason and Tentar novamente. */
export function PhasesLoader({
  phases,
  children,
}: {
  phases: UseQueryResult<ResultsPhase[]>;
  children: (phases: ResultsPhase[]) => ReactNode;
}) {
  const intl = useIntl();
  if (phases.isPending)
    return (
      <Center py="10">
        <Spinner aria-label={intl.formatMessage(m.loading)} />
      </Center>
    );
  if (phases.isError)
    return (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Title>{intl.formatMessage(m.loadFailed)}</Alert.Title>
        <Button size="xs" variant="outline" ms="auto" onClick={() => void phases.refetch()}>
          {intl.formatMessage(m.retry)}
        </Button>
      </Alert.Root>
    );
  return <>{children(phases.data)}</>;
}
