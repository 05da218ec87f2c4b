import { PERSISTED_KEYS } from 'shared-contracts';
import { persist } from 'zustand/middleware';
import { createStore } from 'zustand/vanilla';
import {
  acknowledge,
  mergeServerAnswer,
  recordChange,
  refuse,
  release,
  type QueuedAnswer,
  type ServerAnswer,
} from './answer-entry';
import {
  PERSISTED_SESSIONS_VERSION,
  safeJsonStorage,
  sanitizeSessions,
  type ParticipationSession,
  type PersistedSessions,
} from './persisted-session';

/** How sending stands for a participation: idle, waiting to retry (offline), or stopped by a 401. */
export type LinkState = 'idle' | 'retrying' | 'unauthorized';

export interface AnswerQueueState extends PersistedSessions {
  /** Per participation, in memory only. */
  links: Record<string, LinkState>;
  /** Records a local change: next sequence, answered_at = `at` (default now), waiting to be sent. */
  record: (participationId: string, questionId: string, userAnswer: string, at?: number) => QueuedAnswer;
  /** Merges the answers (and times) of the participation the server returned. */
  seed: (participationId: string, answers: readonly ServerAnswer[]) => void;
  markSending: (participationId: string, questionId: string) => void;
  acknowledge: (
    participationId: string,
    questionId: string,
    sentSequence: number,
    ack: { sequence?: number; user_answer?: string },
  ) => void;
  release: (participationId: string, questionId: string) => void;
  refuse: (participationId: string, questionId: string, sentSequence: number, messageId: string) => void;
  setLink: (participationId: string, link: LinkState) => void;
  /** Adds time spent on a question. */
  addTime: (participationId: string, questionId: string, ms: number) => void;
  /** Drops a participation's local state (after it finished with nothing left to send). */
  forget: (participationId: string) => void;
}

const EMPTY_SESSION: ParticipationSession = { answers: {}, time_ms: {} };

export interface AnswerQueueStoreOptions {
  /** Where the state persists (default localStorage). */
  storage?: () => Storage | undefined;
}

/**
 * The answer queue: per participation and question, the latest local answer and its save state,
 * persisted under PERSISTED_KEYS.exams (versioned, tolerant of corrupt or unavailable storage).
 * Hydration from localStorage is synchronous, so a new store sees what the last one left.
 */
export function createAnswerQueueStore({
  storage = () => globalThis.localStorage,
}: AnswerQueueStoreOptions = {}) {
  return createStore<AnswerQueueState>()(
    persist(
      (set, get) => {
        const updateEntry = (
          participationId: string,
          questionId: string,
          change: (entry: QueuedAnswer) => QueuedAnswer,
        ) => {
          const session = get().participations[participationId];
          const entry = session?.answers[questionId];
          if (!session || !entry) return;
          const next = change(entry);
          if (next === entry) return;
          set({
            participations: {
              ...get().participations,
              [participationId]: { ...session, answers: { ...session.answers, [questionId]: next } },
            },
          });
        };
        return {
          participations: {},
          nextOrder: 1,
          links: {},
          record: (participationId, questionId, userAnswer, at = Date.now()) => {
            const { participations, nextOrder } = get();
            const session = participations[participationId] ?? EMPTY_SESSION;
            const entry = session.answers[questionId];
            const next = recordChange(entry, userAnswer, at, nextOrder);
            if (next === entry) return next;
            set({
              participations: {
                ...participations,
                [participationId]: { ...session, answers: { ...session.answers, [questionId]: next } },
              },
              nextOrder: next.order === nextOrder ? nextOrder + 1 : nextOrder,
            });
            return next;
          },
          seed: (participationId, serverAnswers) => {
            const { participations } = get();
            let nextOrder = get().nextOrder;
            const session = participations[participationId] ?? EMPTY_SESSION;
            const answers = { ...session.answers };
            const time_ms = { ...session.time_ms };
            for (const server of serverAnswers) {
              const questionId = String(server.question_id);
              const merged = mergeServerAnswer(answers[questionId], server, nextOrder);
              if (merged) answers[questionId] = merged;
              if (merged?.order === nextOrder) nextOrder += 1;
              const serverMs = Math.max(0, (server.user_answer_timer ?? 0) * 1000);
              if (serverMs > (time_ms[questionId] ?? 0)) time_ms[questionId] = serverMs;
            }
            set({
              participations: { ...participations, [participationId]: { answers, time_ms } },
              nextOrder,
            });
          },
          markSending: (participationId, questionId) =>
            updateEntry(participationId, questionId, (e) =>
              e.state === 'pending' ? { ...e, state: 'sending' } : e,
            ),
          acknowledge: (participationId, questionId, sentSequence, ack) =>
            updateEntry(participationId, questionId, (e) => acknowledge(e, sentSequence, ack)),
          release: (participationId, questionId) => updateEntry(participationId, questionId, release),
          refuse: (participationId, questionId, sentSequence, messageId) =>
            updateEntry(participationId, questionId, (e) => refuse(e, sentSequence, messageId)),
          setLink: (participationId, link) => {
            if ((get().links[participationId] ?? 'idle') === link) return;
            set({ links: { ...get().links, [participationId]: link } });
          },
          addTime: (participationId, questionId, ms) => {
            if (!(ms > 0)) return;
            const { participations } = get();
            const session = participations[participationId] ?? EMPTY_SESSION;
            const time_ms = { ...session.time_ms, [questionId]: (session.time_ms[questionId] ?? 0) + ms };
            set({ participations: { ...participations, [participationId]: { ...session, time_ms } } });
          },
          forget: (participationId) => {
            const { [participationId]: _gone, ...participations } = get().participations;
            const { [participationId]: _link, ...links } = get().links;
            set({ participations, links });
          },
        };
      },
      {
        name: PERSISTED_KEYS.exams,
        version: PERSISTED_SESSIONS_VERSION,
        storage: safeJsonStorage(storage),
        partialize: (state): PersistedSessions => ({
          participations: state.participations,
          nextOrder: state.nextOrder,
        }),
        // Another version's data is dropped rather than misread.
        migrate: () => sanitizeSessions(undefined),
        merge: (persisted, current) => ({ ...current, ...sanitizeSessions(persisted) }),
      },
    ),
  );
}

export type AnswerQueueStore = ReturnType<typeof createAnswerQueueStore>;
