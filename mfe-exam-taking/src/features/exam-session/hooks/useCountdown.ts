import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
import { countdownView, msUntilNextSecond, remainingSeconds, type CountdownView } from '../clock/countdown';
import { examSession, type ExamSession } from '../session';

/**
 * Time left until `endsAt` (server clock; ISO or ms), re-rendered every second and whenever the page
 * becomes visible. Each render reads the clock (Date.now() plus `offsetMs`), so a throttled background
 * tab shows the right time as soon as it ticks again.
 */
export function useCountdown(endsAt: string | number | null | undefined, offsetMs: number): CountdownView {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (endsAt === null || endsAt === undefined) return;
    const end = typeof endsAt === 'number' ? endsAt : Date.parse(endsAt);
    if (!Number.isFinite(end)) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      const current = Date.now();
      setNow(current);
      clearTimeout(timer);
      timer = setTimeout(tick, msUntilNextSecond(end, offsetMs, current));
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible') tick();
    };
    tick();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [endsAt, offsetMs]);
  return countdownView(remainingSeconds(endsAt, offsetMs, now));
}

/** The countdown of a participation, re-synced by every reply of the session. */
export function useExamCountdown(participationId: string, session: ExamSession = examSession): CountdownView {
  const endsAt = useStore(session.clock, (s) => s.endsAt[participationId] ?? null);
  const offsetMs = useStore(session.clock, (s) => s.offsetMs);
  return useCountdown(endsAt, offsetMs);
}
