import { Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { COIMBRA_TIME_ZONE, displayTimeZone, timeZoneCity } from '../time-zone';

/**
 * Which time the exam's dates are in: Coimbra (mainland Portugal) for editions in Europe/Lisbon
 * (spec 3 §2.4), otherwise the city of the zone.
 */
export function TimeZoneNote({ timeZone }: { timeZone: string | null }) {
  const intl = useIntl();
  const zone = displayTimeZone(timeZone);
  return (
    <Text textStyle="sm" color="fg.muted" data-testid="exam-time-zone">
      {zone === COIMBRA_TIME_ZONE
        ? intl.formatMessage({
            id: 'examTaking.exam.timeZone.coimbra',
            defaultMessage: 'Horários no fuso horário de Coimbra (Portugal continental).',
          })
        : intl.formatMessage(
            { id: 'examTaking.exam.timeZone.city', defaultMessage: 'Horários no fuso horário de {city}.' },
            { city: timeZoneCity(zone) },
          )}
    </Text>
  );
}
