import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakePush, PUSH_ENDPOINT, PUSH_KEYS, removeFakePush } from '../../test-utils/fake-push';
import { userWith } from '../../test-utils/fixtures';
import { entry, inboxServer, VAPID_KEY } from '../../test-utils/inbox-server';
import { renderShell, resetShellState } from '../../test-utils/render-shell';
import { useLocaleChoice } from '../i18n/locale-store';
import { keyBytes } from './push-subscription';

jest.setTimeout(30_000);

let server: ReturnType<typeof inboxServer> | undefined;
beforeEach(() => {
  resetShellState();
  useLocaleChoice.setState({ chosen: 'pt-BR' });
});
afterEach(() => {
  server?.restore();
  removeFakePush();
});

const PUSH = 'Receber notificações neste dispositivo';
const EMAIL = 'Receber e-mails não essenciais';

async function openSettings() {
  await renderShell({ path: '/edicoes/ativas', user: userWith(['student']) });
  await userEvent.click(await screen.findByTestId('inbox-bell'));
  const panel = await screen.findByRole('dialog', { name: 'Notificações' });
  await within(panel).findAllByTestId('inbox-item');
  return panel;
}

const switchNamed = (panel: HTMLElement, name: string) => within(panel).findByRole('checkbox', { name });

describe('e-mail opt-out', () => {
  it('is on while the student receives non-essential e-mail; turning it off saves email_opt_out', async () => {
    server = inboxServer([entry(1)], { email_opt_out: false });
    const panel = await openSettings();
    const email = await switchNamed(panel, EMAIL);
    await waitFor(() => expect(email).toBeEnabled());
    expect(email).toBeChecked();
    await userEvent.click(email);
    await waitFor(() => expect(server!.calls('PUT', 'notification_preferences')).toHaveLength(1));
    expect(server.calls('PUT', 'notification_preferences')[0]!.body).toEqual({ email_opt_out: true });
    await waitFor(() => expect(email).not.toBeChecked());
    expect(server.prefs.email_opt_out).toBe(true);
  });

  it('shows a student who opted out as off, and turns it back on', async () => {
    server = inboxServer([entry(1)], { email_opt_out: true });
    const panel = await openSettings();
    const email = await switchNamed(panel, EMAIL);
    await waitFor(() => expect(email).toBeEnabled());
    expect(email).not.toBeChecked();
    await userEvent.click(email);
    await waitFor(() => expect(email).toBeChecked());
    expect(server.calls('PUT', 'notification_preferences')[0]!.body).toEqual({ email_opt_out: false });
  });
});

describe('push on this device', () => {
  it('asks the permission, registers /sw.js, subscribes with the server key and stores the subscription', async () => {
    server = inboxServer([entry(1)]);
    const push = installFakePush({ answer: 'granted' });
    const panel = await openSettings();
    const toggle = await switchNamed(panel, PUSH);
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    await waitFor(() => expect(server!.calls('POST', 'push_subscriptions')).toHaveLength(1));
    expect(push.notification.requestPermission).toHaveBeenCalledTimes(1);
    expect(push.serviceWorker.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
    expect(push.pushManager.subscribe).toHaveBeenCalledWith({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(VAPID_KEY),
    });
    expect(server.calls('POST', 'push_subscriptions')[0]!.body).toEqual({
      endpoint: PUSH_ENDPOINT,
      expirationTime: null,
      keys: PUSH_KEYS,
    });
    await waitFor(() => expect(toggle).toBeChecked());
  });

  it('turned off, unsubscribes this device and asks the server to forget it', async () => {
    server = inboxServer([entry(1)], { push_devices: 1 });
    const push = installFakePush({ permission: 'granted', subscribed: true });
    const panel = await openSettings();
    const toggle = await switchNamed(panel, PUSH);
    await waitFor(() => expect(toggle).toBeChecked());
    await userEvent.click(toggle);
    await waitFor(() => expect(server!.calls('DELETE', 'push_subscriptions')).toHaveLength(1));
    expect(push.subscription.unsubscribe).toHaveBeenCalledTimes(1);
    expect(server.calls('DELETE', 'push_subscriptions')[0]!.body).toEqual({ endpoint: PUSH_ENDPOINT });
    await waitFor(() => expect(toggle).not.toBeChecked());
  });

  it('says the notifications are blocked when the student refuses the permission, and stores nothing', async () => {
    server = inboxServer([entry(1)]);
    const push = installFakePush({ answer: 'denied' });
    const panel = await openSettings();
    const toggle = await switchNamed(panel, PUSH);
    await waitFor(() => expect(toggle).toBeEnabled());
    await userEvent.click(toggle);
    expect(await within(panel).findByTestId('push-note')).toHaveTextContent(/bloqueadas neste navegador/);
    expect(toggle).toBeDisabled();
    expect(toggle).not.toBeChecked();
    expect(toggle).toHaveAccessibleDescription(/bloqueadas neste navegador/);
    expect(push.pushManager.subscribe).not.toHaveBeenCalled();
    expect(server.calls('POST', 'push_subscriptions')).toHaveLength(0);
  });

  it('is blocked from the start when the browser already denies notifications', async () => {
    server = inboxServer([entry(1)]);
    installFakePush({ permission: 'denied' });
    const panel = await openSettings();
    const toggle = await switchNamed(panel, PUSH);
    expect(toggle).toBeDisabled();
    expect(within(panel).getByTestId('push-note')).toHaveTextContent(/bloqueadas neste navegador/);
  });

  it('says this browser cannot receive notifications when it has no push support', async () => {
    server = inboxServer([entry(1)]);
    const panel = await openSettings();
    const toggle = await switchNamed(panel, PUSH);
    expect(toggle).toBeDisabled();
    expect(toggle).toHaveAccessibleDescription(
      'Este navegador não recebe notificações. Elas continuam aparecendo aqui.',
    );
    expect(server.calls('POST', 'push_subscriptions')).toHaveLength(0);
  });

  it('is unavailable when the server has no push key', async () => {
    server = inboxServer([entry(1)], { vapid_public_key: null });
    installFakePush();
    const panel = await openSettings();
    const toggle = await switchNamed(panel, PUSH);
    expect(await within(panel).findByTestId('push-note')).toHaveTextContent(/não estão disponíveis/);
    expect(toggle).toBeDisabled();
  });
});
