import { Button, Flex } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { audienceMessages as m } from '../messages';

/** A send form's submit: enabled only when the form is valid and not being sent. */
export function SendButton({ valid, sending }: { valid: boolean; sending: boolean }) {
  const intl = useIntl();
  return (
    <Flex justify="flex-end">
      <Button
        type="submit"
        colorPalette="brand"
        disabled={!valid || sending}
        loading={sending}
        loadingText={intl.formatMessage(m.sending)}
      >
        {intl.formatMessage(m.send)}
      </Button>
    </Flex>
  );
}
