import type { IntlShape } from 'react-intl';
import { daysHoursMinutes } from './exam-dates';

/**
 * A remaining time in the user's language without zero units: '1 h 28 min', '2 d 3 h', '45 min'
 * ('0 min' when nothing is left). Units in the catalogs, joined as the locale joins units.
 */
export function durationText(intl: IntlShape, seconds: number): string {
  const { days, hours, minutes } = daysHoursMinutes(seconds);
  const parts: string[] = [];
  if (days > 0)
    parts.push(intl.formatMessage({ id: 'examTaking.duration.days', defaultMessage: '{n} d' }, { n: days }));
  if (hours > 0)
    parts.push(
      intl.formatMessage({ id: 'examTaking.duration.hours', defaultMessage: '{n} h' }, { n: hours }),
    );
  if (minutes > 0 || parts.length === 0)
    parts.push(
      intl.formatMessage({ id: 'examTaking.duration.minutes', defaultMessage: '{n} min' }, { n: minutes }),
    );
  return intl.formatList(parts, { type: 'unit', style: 'narrow' });
}
