import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { durationText } from '../../../shared/exam/duration-text';
import type { Exam, Participation } from '../../../shared/exam/exam-types';

/** Remaining times are in minutes: the screen refreshes them this often. */
const REFRESH_MS = 30_000;

/**
 * The time the participant has (spec 3 §2.4): what is left of an attempt under way, else the time
 * limit in minutes, else (no limit) the time the exam is open — its whole window before it opens,
 * what is left of it once open — in days, hours and minutes. Remaining times count down while shown.
 */
export function AvailableTime({
  exam,
  participation,
}: {
  exam: Pick<Exam, 'time_limit' | 'start_date' | 'end_date' | 'status'>;
  participation: Pick<Participation, 'status' | 'time_left'> | null;
}) {
  const intl = useIntl();
  const [shownAt] = useState(() => Date.now());
  const [now, setNow] = useState(shownAt);
  useEffect(() => {
    const interval = setInterval(() => setNow(Date.now()), REFRESH_MS);
    return () => clearInterval(interval);
  }, []);

  const remaining = (seconds: number) => durationText(intl, seconds);
  if (
    participation?.status === 'in_progress' &&
    participation.time_left !== null &&
    participation.time_left > 0
  )
    return <>{remaining(participation.time_left - (now - shownAt) / 1000)}</>;
  if (exam.time_limit !== null)
    return (
      <>
        {intl.formatMessage(
          {
            id: 'examTaking.exam.minutes',
            defaultMessage: '{minutes, plural, one {# minuto} other {# minutos}}',
          },
          { minutes: exam.time_limit },
        )}
      </>
    );
  const end = exam.end_date ? Date.parse(exam.end_date) : NaN;
  if (exam.status === 'upcoming' && exam.start_date) {
    const open = (end - Date.parse(exam.start_date)) / 1000;
    if (open > 0) return <>{remaining(open)}</>;
  }
  if (exam.status !== 'expired') {
    const left = (end - now) / 1000;
    if (left > 0) return <>{remaining(left)}</>;
  }
  return <>{intl.formatMessage({ id: 'examTaking.common.none', defaultMessage: '—' })}</>;
}
