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

/**
 * Offline for this long during an exam leads to the editions list with the connection notice (spec 3
 * §4); a shorter blip only shows the offline banner, and answering goes on (kept on the device).
 */
export const OFFLINE_REDIRECT_MS = 15_000;
