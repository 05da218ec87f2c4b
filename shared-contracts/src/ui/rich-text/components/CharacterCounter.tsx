import { Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { richTextMessages } from '../messages';

/** "12 de 500 caracteres" (or "12 caracteres" without a limit), the text counted as the server does. */
export function CharacterCounter({ id, count, limit }: { id: string; count: number; limit: number | null }) {
  const intl = useIntl();
  const full = limit !== null && count >= limit;
  return (
    <Text id={id} textStyle="sm" color={full ? 'fg.warning' : 'fg.muted'} data-testid="character-count">
      {limit === null
        ? intl.formatMessage(richTextMessages.count, { count })
        : intl.formatMessage(richTextMessages.countLimit, { count, limit })}
    </Text>
  );
}
