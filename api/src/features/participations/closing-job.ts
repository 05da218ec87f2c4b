import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { GRACE_SECONDS } from '../exams/timing.js';
import { closeOverdueParticipations } from './finish.js';

const BATCH = 20;
/** Batches per round at most, so one round never holds the (PGlite) connection for long. */
const MAX_BATCHES = 10;

export interface ParticipationClosing {
  /** Closes every overdue participation now; resolves with how many were closed. */
  closeDue(): Promise<number>;
  stop(): Promise<void>;
}

async function closeDue(db: Kysely<Database>): Promise<number> {
  let total = 0;
  for (let i = 0; i < MAX_BATCHES; i++) {
    const closed = await closeOverdueParticipations(db, GRACE_SECONDS, BATCH);
    total += closed;
    if (closed < BATCH) break;
  }
  return total;
}

/**
 * The durable closing job: every `pollMs`, attempts still open after their end (plus the grace window)
 * are finished and scored. The state lives in the database (open rows past ends_at), so a restart or
 * another process picks up where this one stopped.
 */
export function startParticipationClosing(
  db: Kysely<Database>,
  pollMs: number,
  log: FastifyBaseLogger,
): ParticipationClosing {
  let running: Promise<unknown> | undefined;
  let stopped = false;
  const timer = setInterval(() => {
    if (stopped || running) return;
    running = closeDue(db)
      .then((n) => {
        if (n) log.info({ closed: n }, 'overdue participations closed');
      })
      .catch((err: unknown) => log.error({ err }, 'participation closing round failed'))
      .finally(() => (running = undefined));
  }, pollMs);
  timer.unref();
  return {
    closeDue: () => closeDue(db),
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
