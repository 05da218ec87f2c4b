import { act, waitFor } from '@testing-library/react';
import { Link, Route, Routes } from 'shared-contracts/ui';
import { useAuthStore } from 'shared-contracts/client';
import { type User } from 'shared-contracts';
import { ActiveEditionArea } from '../app/edition-area/ActiveEditionArea';
import { ArrivalNotices } from '../shared/editions/ArrivalNotices';
import { createExamSession, type ExamSession } from '../features/exam-session';
import { ExamSessionProvider } from '../features/exam-session/session-context';
import { controlFetch, until, type ControlledFetch } from './controlled-fetch';
import { examApiServer } from './exam-api-server';
import { renderRoute } from './render';

export const QUESTION_PATH = (id: string) => `/edicoes/ativas/5/fases/31/resolver/${id}`;

/** The exam screens as the shell hosts them: a header link out of the area, and the editions list. */
function Host({ session }: { session: ExamSession }) {
  return (
    <ExamSessionProvider value={session}>
      <Routes>
        <Route
          path="/edicoes/ativas"
          element={
            <main data-testid="editions-list">
              <ArrivalNotices />
            </main>
          }
        />
        <Route
          path="/edicoes/ativas/*"
          element={
            <>
              <Link to="/edicoes/ativas">Edições</Link>
              <ActiveEditionArea />
            </>
          }
        />
      </Routes>
    </ExamSessionProvider>
  );
}

export interface Harness {
  net: ControlledFetch;
  api: ReturnType<typeof examApiServer>;
  session: ExamSession;
  intlErrors: string[];
  unmount: () => void;
}

const open: Harness[] = [];

/** Renders the exam-taking screen against a stand-in exam API (fetch stubbed at the network edge). */
export async function openExam(
  options: Parameters<typeof examApiServer>[0] & {
    entry?: string;
    locale?: 'es' | 'pt-PT';
    session?: ExamSession;
  } = {},
): Promise<Harness> {
  const { entry = QUESTION_PATH('101'), locale, session: given, ...server } = options;
  const api = examApiServer({ participation: {}, ...server });
  const net = controlFetch(api.reply);
  const session = given ?? createExamSession({ random: () => 0 });
  const utils = renderRoute(<Host session={session} />, {
    path: '/*',
    entry,
    ...(locale ? { locale } : {}),
  });
  const harness: Harness = { net, api, session, intlErrors: utils.intlErrors, unmount: utils.unmount };
  open.push(harness);
  // Opened: the exam, the finished screen or a screen that stops short of it.
  await waitFor(
    () =>
      expect(
        document.querySelector('[data-testid="exam-taking"], [data-testid="exam-finished"], [role="alert"]'),
      ).not.toBeNull(),
    { timeout: 10_000 },
  );
  return harness;
}

/** Requests the screen sent to `path` (under /api/) with `method`. */
export const sent = (net: ControlledFetch, method: string, path: RegExp) =>
  net.requests.filter((r) => r.method === method && path.test(r.url.pathname.replace(/^\/api\//, '')));

export function setOnline(online: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
}

/** Waits (inside act, so React applies what the replies change) until `condition` holds. */
export const waitUntil = (condition: () => boolean, what?: string) => act(() => until(condition, what));

export function setUpExamTests() {
  beforeEach(() => {
    localStorage.clear();
    setOnline(true);
    useAuthStore.setState({ user: { id: '7', name: 'Ana', profiles: [] } as unknown as User });
  });
  afterEach(() => {
    for (const h of open.splice(0)) {
      h.session.sender.stop();
      h.net.restore();
    }
    setOnline(true);
    jest.useRealTimers();
  });
}

/** The participations the persisted queue holds (what survives a reload). */
export function persistedParticipations(): string[] {
  const raw = JSON.parse(localStorage.getItem('olympiad:exams-in-progress') ?? '{}');
  return Object.keys(raw?.state?.participations ?? {});
}

/** The persisted answer queue (what survives a reload). */
export function persistedAnswers(
  participationId = 'p1',
): Record<string, { user_answer: string; state: string }> {
  const raw = JSON.parse(localStorage.getItem('olympiad:exams-in-progress') ?? '{}');
  return raw?.state?.participations?.[participationId]?.answers ?? {};
}
