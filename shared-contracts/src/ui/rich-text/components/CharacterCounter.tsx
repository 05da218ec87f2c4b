import { Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';

/** "12 de 500 caracteres" (or "12 caracteres" without a limit), the text counted as the server does. */
export function CharacterCounter({ id, count, limit }: { id: string; count: number; limit: number | null }) {
  const intl = useIntl();
  const full = limit !== null && count >= limit;
  return (
    <Text id={id} textStyle="sm" color={full ? 'fg.warning' : 'fg.muted'} data-testid="character-count">
      {limit === null
        ? intl.formatMessage(
            {
              id: 'examTaking.richText.count',
              defaultMessage: '{count, plural, =1 {# caractere} other {# caracteres}}',
            },
            { count },
          )
        : intl.formatMessage(
            { id: 'examTaking.richText.countLimit', defaultMessage: '{count} de {limit} caracteres' },
            { count, limit },
          )}
    </Text>
  );
}
