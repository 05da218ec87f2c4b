import { Alert } from '@chakra-ui/react';
import { useIntl } from 'react-intl';

/** The connection dropped during the exam: answering goes on, every answer kept on this device. */
export function OfflineBanner() {
  const intl = useIntl();
  return (
    <Alert.Root status="warning" data-testid="offline-banner" role="status">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>
          {intl.formatMessage({ id: 'examTaking.taking.offline.title', defaultMessage: 'Sem conexão' })}
        </Alert.Title>
        <Alert.Description>
          {intl.formatMessage({
            id: 'examTaking.taking.offline.text',
            defaultMessage:
              'Continue respondendo: suas respostas ficam guardadas neste dispositivo e são enviadas assim que a conexão voltar. Se ela não voltar logo, você será levado à lista de edições, sem perder nada.',
          })}
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
