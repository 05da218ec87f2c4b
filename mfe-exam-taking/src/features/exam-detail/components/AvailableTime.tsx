import { useIntl } from 'react-intl';
import { daysHoursMinutes } from '../../exam-common/exam-dates';
import type { Exam, Participation } from '../../exam-common/exam-types';

/**
 * The time the participant has: what is left of an attempt under way, else the time limit in
 * minutes, else (no limit) what is left until the exam closes, in days, hours and minutes.
 */
export function AvailableTime({
  exam,
  participation,
  now = Date.now(),
}: {
  exam: Pick<Exam, 'time_limit' | 'end_date' | 'status'>;
  participation: Pick<Participation, 'status' | 'time_left'> | null;
  now?: number;
}) {
  const intl = useIntl();
  const remaining = (seconds: number) =>
    intl.formatMessage({ id: 'examTaking.exam.remaining' }, daysHoursMinutes(seconds));
  if (
    participation?.status === 'in_progress' &&
    participation.time_left !== null &&
    participation.time_left > 0
  )
    return <>{remaining(participation.time_left)}</>;
  if (exam.time_limit !== null)
    return <>{intl.formatMessage({ id: 'examTaking.exam.minutes' }, { minutes: exam.time_limit })}</>;
  if (exam.end_date && exam.status !== 'expired') {
    const seconds = (Date.parse(exam.end_date) - now) / 1000;
    if (seconds > 0) return <>{remaining(seconds)}</>;
  }
  return <>{intl.formatMessage({ id: 'examTaking.common.none' })}</>;
}
