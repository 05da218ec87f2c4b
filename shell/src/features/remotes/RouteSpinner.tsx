import { Center, Spinner } from '@chakra-ui/react';
import { useIntl } from 'react-intl';

export function RouteSpinner() {
  const intl = useIntl();
  return (
    <Center py="16" data-testid="route-loading">
      <Spinner
        size="lg"
        color="brand.primary"
        aria-label={intl.formatMessage({ id: 'shell.loading', defaultMessage: 'Carregando...' })}
      />
    </Center>
  );
}
