import { configureApi, useAuthStore } from 'shared-contracts/client';
import { Toaster, toaster } from 'shared-contracts/ui';
import { userWith } from '../../../test/fixtures';
import { renderRoute, setViewportWidth } from '../../../test/render';
import { NotificationsPage } from './NotificationsPage';

/** The screen as an admin opens it (tests only), on a tab (`?aba=`) or the first one. */
export function openNotifications(tab?: 'app' | 'enviadas') {
  return renderRoute(
    <>
      <NotificationsPage />
      <Toaster />
    </>,
    {
      path: '/admin/edicoes/:id/notificacoes',
      entry: `/admin/edicoes/1/notificacoes${tab ? `?aba=${tab}` : ''}`,
    },
  );
}

/** Every test of the screen: an admin signed in, a wide viewport, the stand-in restored and no toast left. */
export function setUpNotificationTests(server: () => { restore: () => void } | undefined) {
  jest.setTimeout(60_000);
  globalThis.PointerEvent ??= MouseEvent as unknown as typeof PointerEvent;
  beforeAll(() => configureApi({ baseUrl: 'http://api.test/api' }));
  beforeEach(() => {
    setViewportWidth(1280);
    useAuthStore.setState({ user: userWith('A1', 'admin') });
  });
  afterEach(() => {
    server()?.restore();
    toaster.remove();
  });
}
