import { Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { formatInstant } from '../exam-dates';

/** "DD/MM/YYYY HH:mm a DD/MM/YYYY HH:mm" in the edition's zone. */
export function ExamWindow({
  start,
  end,
  timeZone,
}: {
  start: string | null;
  end: string | null;
  timeZone: string | null;
}) {
  const intl = useIntl();
  const from = formatInstant(start, timeZone);
  const to = formatInstant(end, timeZone);
  if (!from && !to)
    return <Text>{intl.formatMessage({ id: 'examTaking.common.none', defaultMessage: '—' })}</Text>;
  return (
    <Text>
      {from && to
        ? intl.formatMessage(
            { id: 'examTaking.exam.window.between', defaultMessage: '{start} a {end}' },
            { start: from, end: to },
          )
        : from
          ? intl.formatMessage(
              { id: 'examTaking.exam.window.from', defaultMessage: 'A partir de {start}' },
              { start: from },
            )
          : intl.formatMessage(
              { id: 'examTaking.exam.window.until', defaultMessage: 'Até {end}' },
              { end: to },
            )}
    </Text>
  );
}
