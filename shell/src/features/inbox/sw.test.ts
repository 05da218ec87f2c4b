// /sw.js is plain JavaScript copied as is to the site root: it runs here in a stand-in for the
// ServiceWorkerGlobalScope (registration, clients) that records what it is asked to do.
const ORIGIN = 'https://olimpiada.example.org';

interface FakeTab {
  url: string;
  focus: jest.Mock;
  navigate: jest.Mock;
  postMessage: jest.Mock;
}

function tab(url: string): FakeTab {
  const t: FakeTab = {
    url,
    focus: jest.fn(async () => t),
    navigate: jest.fn(async (to: string) => ({ ...t, url: to })),
    postMessage: jest.fn(),
  };
  return t;
}

function loadWorker(tabs: FakeTab[] = []) {
  const listeners: Record<string, (event: unknown) => void> = {};
  const scope = {
    location: new URL(`${ORIGIN}/`),
    addEventListener: (type: string, listener: (event: unknown) => void) => (listeners[type] = listener),
    registration: { showNotification: jest.fn(async () => undefined) },
    clients: {
      matchAll: jest.fn(async () => tabs),
      openWindow: jest.fn(async () => null),
      claim: jest.fn(async () => undefined),
    },
    skipWaiting: jest.fn(),
  };
  // The worker's `self` is the scope for the rest of the test (a fresh copy of the script each time).
  Object.defineProperty(globalThis, 'self', { configurable: true, value: scope });
  jest.isolateModules(() => jest.requireActual('../../../public/sw.js'));
  const dispatch = async (type: string, event: object) => {
    let work: Promise<unknown> = Promise.resolve();
    listeners[type]!({ ...event, waitUntil: (p: Promise<unknown>) => (work = p) });
    await work;
  };
  return { scope, dispatch };
}

const windowSelf = Object.getOwnPropertyDescriptor(globalThis, 'self')!;
afterEach(() => Object.defineProperty(globalThis, 'self', windowSelf));

const pushOf = (text: string | null) => ({ data: text === null ? null : { text: () => text } });

describe('/sw.js', () => {
  it('shows the pushed notification with its title, body, page and id, and tells the open tabs', async () => {
    const open = tab(`${ORIGIN}/edicoes/ativas`);
    const { scope, dispatch } = loadWorker([open]);
    await dispatch(
      'push',
      pushOf(
        JSON.stringify({ title: 'OBIA 2025', body: 'A fase 2 abre amanhã', url: '/edicoes/ativas', id: 42 }),
      ),
    );
    expect(scope.registration.showNotification).toHaveBeenCalledWith('OBIA 2025', {
      body: 'A fase 2 abre amanhã',
      tag: 'notification-42',
      data: { url: `${ORIGIN}/edicoes/ativas`, id: '42' },
    });
    expect(open.postMessage).toHaveBeenCalledWith({ type: 'inbox:push', id: '42' });
  });

  it('falls back to a default title and the home page when fields are missing', async () => {
    const { scope, dispatch } = loadWorker();
    await dispatch('push', pushOf(JSON.stringify({ body: 'Só o texto' })));
    expect(scope.registration.showNotification).toHaveBeenCalledWith('Olimpíada', {
      body: 'Só o texto',
      data: { url: `${ORIGIN}/`, id: null },
    });
  });

  it('shows a payload that is not JSON as the body, and an empty push with the default title', async () => {
    const { scope, dispatch } = loadWorker();
    await dispatch('push', pushOf('texto simples'));
    expect(scope.registration.showNotification).toHaveBeenLastCalledWith('Olimpíada', {
      body: 'texto simples',
      data: { url: `${ORIGIN}/`, id: null },
    });
    await dispatch('push', pushOf(null));
    expect(scope.registration.showNotification).toHaveBeenLastCalledWith('Olimpíada', {
      body: '',
      data: { url: `${ORIGIN}/`, id: null },
    });
  });

  it('never opens another site: a foreign url becomes the home page', async () => {
    const { scope, dispatch } = loadWorker();
    await dispatch('push', pushOf(JSON.stringify({ title: 'x', url: 'https://evil.example.com/login' })));
    expect(scope.registration.showNotification).toHaveBeenCalledWith(
      'x',
      expect.objectContaining({ data: { url: `${ORIGIN}/`, id: null } }),
    );
  });

  const click = (url: string) => {
    const notification = { data: { url, id: '1' }, close: jest.fn() };
    return { notification };
  };

  it('on click, focuses a tab already on the page', async () => {
    const there = tab(`${ORIGIN}/edicoes/ativas`);
    const { scope, dispatch } = loadWorker([tab(`${ORIGIN}/outra`), there]);
    const event = click(`${ORIGIN}/edicoes/ativas`);
    await dispatch('notificationclick', event);
    expect(event.notification.close).toHaveBeenCalled();
    expect(there.focus).toHaveBeenCalled();
    expect(scope.clients.openWindow).not.toHaveBeenCalled();
  });

  it('on click, takes an open tab of the site to the page', async () => {
    const other = tab(`${ORIGIN}/outra`);
    const { scope, dispatch } = loadWorker([other]);
    await dispatch('notificationclick', click(`${ORIGIN}/edicoes/ativas`));
    expect(other.focus).toHaveBeenCalled();
    expect(other.navigate).toHaveBeenCalledWith(`${ORIGIN}/edicoes/ativas`);
    expect(scope.clients.openWindow).not.toHaveBeenCalled();
  });

  it('on click, opens a window when no tab of the site is open', async () => {
    const { scope, dispatch } = loadWorker([]);
    await dispatch('notificationclick', click(`${ORIGIN}/edicoes/ativas`));
    expect(scope.clients.openWindow).toHaveBeenCalledWith(`${ORIGIN}/edicoes/ativas`);
  });
});
