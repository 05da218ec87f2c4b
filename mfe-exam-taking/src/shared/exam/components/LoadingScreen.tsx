import { Center, Spinner } from '@chakra-ui/react';
import { useIntl } from 'react-intl';

export function LoadingScreen() {
  const intl = useIntl();
  return (
    <Center py="12">
      <Spinner
        aria-label={intl.formatMessage({ id: 'examTaking.common.loading', defaultMessage: 'Carregando…' })}
      />
    </Center>
  );
}
