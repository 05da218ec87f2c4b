import { RETRY_FIRST_DELAY_MS, RETRY_MAX_DELAY_MS } from '../session-constants';

/**
 * The wait before retry number `attempt` (1, 2, ...): doubling from 1 s up to 30 s, stretched by up
 * to a fifth at random so a classroom coming back online does not retry in lockstep.
 */
export function retryDelayMs(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(RETRY_MAX_DELAY_MS, RETRY_FIRST_DELAY_MS * 2 ** Math.max(0, attempt - 1));
  return Math.round(base * (1 + 0.2 * random()));
}
