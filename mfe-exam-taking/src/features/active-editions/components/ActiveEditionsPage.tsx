import { Alert, Heading, Stack } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { PagedTable } from 'shared-contracts';
import { useActiveEditions } from '../hooks/useActiveEditions';
import { useActiveEditionColumns } from './active-edition-columns';

/** Navigation state other screens send here: a lost connection, or why an exam could not be taken. */
interface ArrivalState {
  disconnected: boolean;
  warnings: string[];
}

export function readArrivalState(state: unknown): ArrivalState {
  const s = (state ?? {}) as { disconnected?: unknown; warnings?: unknown };
  const warnings = Array.isArray(s.warnings)
    ? s.warnings.filter((w): w is string => typeof w === 'string' && w !== '')
    : [];
  return { disconnected: s.disconnected === true, warnings };
}

/** /edicoes/ativas (spec 3 §2.1). */
export function ActiveEditionsPage() {
  const intl = useIntl();
  const location = useLocation();
  const arrival = readArrivalState(location.state);
  const query = useActiveEditions();
  const columns = useActiveEditionColumns();
  // A warning may be a message id (translated) or a ready text.
  const text = (w: string) => (intl.messages[w] !== undefined ? intl.formatMessage({ id: w }) : w);

  return (
    <Stack gap="4">
      <Heading as="h1" size="xl">
        {intl.formatMessage({ id: 'examTaking.activeEditions.title' })}
      </Heading>
      {arrival.disconnected && (
        <Alert.Root status="error" data-testid="connection-lost">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>
              {intl.formatMessage({ id: 'examTaking.activeEditions.disconnected.title' })}
            </Alert.Title>
            <Alert.Description>
              {intl.formatMessage({ id: 'examTaking.activeEditions.disconnected.message' })}
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      {arrival.warnings.map((w, i) => (
        <Alert.Root key={`${i}-${w}`} status="warning" data-testid="arrival-warning">
          <Alert.Indicator />
          <Alert.Description>{text(w)}</Alert.Description>
        </Alert.Root>
      ))}
      <PagedTable
        columns={columns}
        query={query}
        rowKey={(e) => e.id}
        testId="active-editions"
        rowTestId="edition-row"
        ariaLabel={intl.formatMessage({ id: 'examTaking.activeEditions.title' })}
        emptyMessage={intl.formatMessage({ id: 'examTaking.activeEditions.empty' })}
        errorMessage={intl.formatMessage({ id: 'examTaking.activeEditions.error' })}
      />
    </Stack>
  );
}
