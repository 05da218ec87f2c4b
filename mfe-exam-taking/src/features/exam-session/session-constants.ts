/** Business constants of exam taking (spec 3 §9). */

/** Open-ended text is recorded after this pause in typing. */
export const OPEN_ANSWER_DEBOUNCE_MS = 3000;

/** Countdown and per-question counters re-render on this period. */
export const TICK_MS = 1000;

/** Under this many seconds left the countdown turns to the secondary colour. */
export const COUNTDOWN_WARNING_SECONDS = 5 * 60;

/** Retrying a save that could not reach the server: first wait, doubling up to the cap. */
export const RETRY_FIRST_DELAY_MS = 1000;
export const RETRY_MAX_DELAY_MS = 30_000;
