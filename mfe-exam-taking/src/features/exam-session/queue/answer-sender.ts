import { PERSISTED_KEYS } from 'shared-contracts';
import { useAuthStore } from 'shared-contracts/client';
import { putAnswer, type SendAnswer } from '../api/save-answer';
import { sessionClock, serverNow, type SessionClock } from '../clock/server-clock';
import type { QueuedAnswer } from './answer-entry';
import type { AnswerQueueStore } from './answer-queue-store';
import { retryDelayMs } from './backoff';
import { nextToSend, queuedCount } from './queue-selectors';
import { classifySendFailure } from './send-failure';

export interface AnswerSenderOptions {
  store: AnswerQueueStore;
  clock?: SessionClock;
  send?: SendAnswer;
  /** Where 'online' and 'storage' events come from (default window). */
  target?: EventTarget;
  random?: () => number;
}

/**
 * Sends the queued answers to the server: per participation one at a time, oldest first. A save that
 * gets no answer waits (1 s, 2 s, 4 s ... 30 s, or until the browser is back online) and is tried
 * again; a refused one is marked failed and the next goes; a 401 stops until the user signs in again.
 * Every reply re-syncs the countdown.
 */
export class AnswerSender {
  private readonly store: AnswerQueueStore;
  private readonly clock: SessionClock;
  private readonly send: SendAnswer;
  private readonly target: EventTarget | undefined;
  private readonly random: () => number;
  private readonly draining = new Set<string>();
  private readonly retryTimers = new Map<string, ReturnType<typeof setTimeout>>();
  private readonly attempts = new Map<string, number>();
  private stopListening: (() => void) | undefined;

  constructor(options: AnswerSenderOptions) {
    this.store = options.store;
    this.clock = options.clock ?? sessionClock;
    this.send = options.send ?? putAnswer;
    this.target = options.target ?? globalThis.window;
    this.random = options.random ?? Math.random;
  }

  /** Listens for the browser coming back online, another tab's changes and signing in again. Idempotent. */
  start(): void {
    if (this.stopListening) return;
    const onOnline = () => {
      for (const participationId of this.waitingParticipations('retrying')) this.retryNow(participationId);
    };
    const onStorage = (event: Event) => {
      if ((event as StorageEvent).key === PERSISTED_KEYS.exams) void this.store.persist.rehydrate();
    };
    this.target?.addEventListener('online', onOnline);
    this.target?.addEventListener('storage', onStorage);
    const stopAuth = useAuthStore.subscribe((state, previous) => {
      if (state.credentials && !previous.credentials)
        for (const participationId of this.waitingParticipations('unauthorized'))
          this.retryNow(participationId);
    });
    this.stopListening = () => {
      this.target?.removeEventListener('online', onOnline);
      this.target?.removeEventListener('storage', onStorage);
      stopAuth();
    };
  }

  /** Stops listening and cancels scheduled retries (a send under way still completes). */
  stop(): void {
    this.stopListening?.();
    this.stopListening = undefined;
    for (const timer of this.retryTimers.values()) clearTimeout(timer);
    this.retryTimers.clear();
  }

  /** Records a local change (answered_at on the server clock) and sends it. */
  record(participationId: string, questionId: string, userAnswer: string): QueuedAnswer {
    const entry = this.store
      .getState()
      .record(participationId, questionId, userAnswer, serverNow(this.clock));
    this.kick(participationId);
    return entry;
  }

  /** Sends what the participation has waiting, unless it is already sending or waiting to retry. */
  kick(participationId: string): void {
    if (this.draining.has(participationId) || this.retryTimers.has(participationId)) return;
    void this.drain(participationId);
  }

  /** Sends now, without waiting for a scheduled retry. */
  retryNow(participationId: string): void {
    clearTimeout(this.retryTimers.get(participationId));
    this.retryTimers.delete(participationId);
    this.kick(participationId);
  }

  /**
   * Resolves once nothing of the participation (or of any, without an id) waits to be sent — failed
   * answers do not wait. It tries at once rather than after a back-off; it does not resolve while the
   * network is down, so give a `signal` to stop waiting (the promise then rejects with its reason).
   */
  flush(participationId?: string, { signal }: { signal?: AbortSignal } = {}): Promise<void> {
    const ids = () =>
      participationId === undefined ? Object.keys(this.store.getState().participations) : [participationId];
    const done = () => ids().every((id) => queuedCount(this.store.getState().participations[id]) === 0);
    if (done()) return Promise.resolve();
    if (signal?.aborted) return Promise.reject(signal.reason);
    return new Promise<void>((resolve, reject) => {
      const unsubscribe = this.store.subscribe(() => {
        if (!done()) return;
        cleanup();
        resolve();
      });
      const onAbort = () => {
        cleanup();
        reject(signal?.reason);
      };
      const cleanup = () => {
        unsubscribe();
        signal?.removeEventListener('abort', onAbort);
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      for (const id of ids()) this.retryNow(id);
    });
  }

  private waitingParticipations(link: 'retrying' | 'unauthorized'): string[] {
    const { links } = this.store.getState();
    const ids = new Set(Object.keys(links).filter((id) => links[id] === link));
    if (link === 'retrying') for (const id of this.retryTimers.keys()) ids.add(id);
    return [...ids];
  }

  private offline(): boolean {
    return globalThis.navigator?.onLine === false;
  }

  private async drain(participationId: string): Promise<void> {
    this.draining.add(participationId);
    const queue = () => this.store.getState();
    try {
      for (;;) {
        const next = nextToSend(queue().participations[participationId]);
        if (!next) return;
        if (this.offline()) {
          this.scheduleRetry(participationId);
          return;
        }
        const { questionId, entry } = next;
        queue().markSending(participationId, questionId);
        const sentAt = Date.now();
        try {
          const reply = await this.send(participationId, questionId, {
            user_answer: entry.user_answer,
            sequence: entry.sequence,
            answered_at: entry.answered_at,
          });
          this.attempts.delete(participationId);
          queue().setLink(participationId, 'idle');
          queue().acknowledge(participationId, questionId, entry.sequence, reply.answer);
          if (reply.meta)
            this.clock.getState().sync(participationId, reply.meta, { sentAt, receivedAt: Date.now() });
        } catch (error) {
          const failure = await classifySendFailure(error);
          if (failure.kind === 'refused') {
            this.attempts.delete(participationId);
            queue().setLink(participationId, 'idle');
            queue().refuse(participationId, questionId, entry.sequence, failure.messageId);
            continue;
          }
          queue().release(participationId, questionId);
          if (failure.kind === 'unauthorized') {
            queue().setLink(participationId, 'unauthorized');
            return;
          }
          this.scheduleRetry(participationId);
          return;
        }
      }
    } finally {
      this.draining.delete(participationId);
    }
  }

  private scheduleRetry(participationId: string): void {
    const attempt = (this.attempts.get(participationId) ?? 0) + 1;
    this.attempts.set(participationId, attempt);
    this.store.getState().setLink(participationId, 'retrying');
    clearTimeout(this.retryTimers.get(participationId));
    this.retryTimers.set(
      participationId,
      setTimeout(
        () => {
          this.retryTimers.delete(participationId);
          this.kick(participationId);
        },
        retryDelayMs(attempt, this.random),
      ),
    );
  }
}
