import { Badge } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { formatHms, type CountdownView } from '../clock/countdown';

/**
 * The exam's time left as HH:MM:SS: the primary colour, the secondary one under 5 minutes, and the
 * "time over" message at zero. Nothing without a time limit.
 */
export function CountdownChip({ secondsLeft, warning, over }: CountdownView) {
  const intl = useIntl();
  if (secondsLeft === null) return null;
  const time = formatHms(secondsLeft);
  return (
    <Badge
      role="timer"
      aria-label={
        over
          ? intl.formatMessage({ id: 'examTaking.session.countdown.over', defaultMessage: 'Tempo esgotado' })
          : intl.formatMessage(
              { id: 'examTaking.session.countdown.label', defaultMessage: 'Tempo restante: {time}' },
              { time },
            )
      }
      data-state={over ? 'over' : warning ? 'warning' : 'running'}
      size="lg"
      fontVariantNumeric="tabular-nums"
      bg={warning ? 'brand.secondary' : 'brand.primary'}
      color={warning ? 'brand.primary' : 'white'}
    >
      {over
        ? intl.formatMessage({ id: 'examTaking.session.countdown.over', defaultMessage: 'Tempo esgotado' })
        : time}
    </Badge>
  );
}
