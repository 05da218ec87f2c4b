import { COUNTDOWN_WARNING_SECONDS } from '../session-constants';

/**
 * Whole seconds left until `endsAt` (server clock), from the local clock plus the server offset —
 * always computed from timestamps, never by counting ticks (background tabs throttle timers).
 * Rounded up, so 0 means the time is really over; null when there is no end.
 */
export function remainingSeconds(
  endsAt: number | string | null | undefined,
  offsetMs: number,
  now: number = Date.now(),
): number | null {
  if (endsAt === null || endsAt === undefined) return null;
  const end = typeof endsAt === 'number' ? endsAt : Date.parse(endsAt);
  if (!Number.isFinite(end)) return null;
  return Math.max(0, Math.ceil((end - (now + offsetMs)) / 1000));
}

/** Milliseconds until the remaining whole seconds next change (so a tick lands right on it). */
export function msUntilNextSecond(endsAt: number, offsetMs: number, now: number = Date.now()): number {
  const left = endsAt - (now + offsetMs);
  if (left <= 0) return 1000;
  return left % 1000 || 1000;
}

export interface CountdownView {
  /** null when there is no time limit. */
  secondsLeft: number | null;
  /** Under 5 minutes left (shown in the secondary colour). */
  warning: boolean;
  /** The time is over. */
  over: boolean;
}

export function countdownView(secondsLeft: number | null): CountdownView {
  return {
    secondsLeft,
    warning: secondsLeft !== null && secondsLeft < COUNTDOWN_WARNING_SECONDS,
    over: secondsLeft === 0,
  };
}

/** HH:MM:SS (hours keep counting past 99). */
export function formatHms(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(Math.floor(s / 3600))}:${two(Math.floor((s % 3600) / 60))}:${two(s % 60)}`;
}
