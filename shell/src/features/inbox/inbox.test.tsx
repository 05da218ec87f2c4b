import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { userWith } from '../../test-utils/fixtures';
import { entry, inboxServer } from '../../test-utils/inbox-server';
import { renderShell, resetShellState } from '../../test-utils/render-shell';
import { useLocaleChoice } from '../i18n/locale-store';

jest.setTimeout(30_000);

let server: ReturnType<typeof inboxServer> | undefined;
beforeEach(() => {
  resetShellState();
  useLocaleChoice.setState({ chosen: 'pt-BR' });
});
afterEach(() => server?.restore());

async function openInbox() {
  await userEvent.click(await screen.findByTestId('inbox-bell'));
  return screen.findByRole('dialog', { name: 'Notificações' });
}

const bellNamed = (name: string) => screen.findByRole('button', { name });
/** While the panel (a modal) is open, the page behind it is hidden from the accessibility tree. */
const bellNamedBehindPanel = (name: string) =>
  waitFor(() => expect(screen.getByTestId('inbox-bell')).toHaveAccessibleName(name));

describe('the inbox bell', () => {
  it('shows the unread count as a badge and in its name, asking for one item only', async () => {
    server = inboxServer([entry(5), entry(4), entry(3), entry(2, { read_at: '2025-05-20T00:00:00Z' })]);
    await renderShell({ path: '/edicoes/ativas', user: userWith(['student']) });
    const bell = await bellNamed('Notificações, 3 não lidas');
    expect(within(bell).getByTestId('inbox-badge')).toHaveTextContent(/^3$/);
    const [count] = server.calls('GET', 'user_notifications');
    expect(count!.url.searchParams.get('page[size]')).toBe('1');
  });

  it('has no badge when everything is read', async () => {
    server = inboxServer([entry(1, { read_at: '2025-05-20T00:00:00Z' })]);
    await renderShell({ path: '/edicoes/ativas', user: userWith(['student']) });
    const bell = await bellNamed('Notificações');
    expect(within(bell).queryByTestId('inbox-badge')).not.toBeInTheDocument();
  });

  it('shows 99+ past 99 unread', async () => {
    server = inboxServer(Array.from({ length: 120 }, (_, i) => entry(120 - i)));
    await renderShell({ path: '/edicoes/ativas', user: userWith(['student']) });
    const bell = await bellNamed('Notificações, 120 não lidas');
    expect(within(bell).getByTestId('inbox-badge')).toHaveTextContent(/^99\+$/);
  });
});

describe('the inbox panel', () => {
  it('opens by itself where a push notification leads (?notificacao=)', async () => {
    server = inboxServer([entry(7, { message: 'A fase 2 abre amanhã' })]);
    await renderShell({ path: '/edicoes/ativas?notificacao=7', user: userWith(['student']) });
    const panel = await screen.findByRole('dialog', { name: 'Notificações' });
    expect(await within(panel).findByText('A fase 2 abre amanhã')).toBeInTheDocument();
  });

  it('lists the notifications newest first, unread ones marked, each with its edition and date', async () => {
    server = inboxServer([
      entry(9, { message: 'A fase 2 abre amanhã', edition_description: 'OBIA 2025' }),
      entry(8, {
        message: 'Resultado publicado',
        edition_description: null,
        edition_id: '4',
        read_at: '2025-05-20T00:00:00Z',
      }),
    ]);
    await renderShell({ path: '/edicoes/ativas', user: userWith(['student']) });
    const panel = await openInbox();
    const items = await within(panel).findAllByTestId('inbox-item');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Não lida: A fase 2 abre amanhã');
    expect(items[0]).toHaveTextContent('OBIA 2025 · 19/05/2025 às');
    expect(items[1]).toHaveTextContent('Resultado publicado');
    expect(items[1]).not.toHaveTextContent('Não lida');
    expect(items[1]).toHaveTextContent('Edição 4 · 18/05/2025 às');
    expect(getComputedStyle(within(items[0]!).getByText('A fase 2 abre amanhã')).fontWeight).toMatch(
      /bold|700/,
    );
    expect(within(panel).getByRole('status')).toHaveTextContent('1 não lida');
  });

  it('marks a notification read when it is opened, and the count follows', async () => {
    server = inboxServer([entry(3), entry(2), entry(1)]);
    await renderShell({ path: '/edicoes/ativas', user: userWith(['student']) });
    await bellNamed('Notificações, 3 não lidas');
    const panel = await openInbox();
    const second = (await within(panel).findAllByTestId('inbox-item'))[1]!;
    await userEvent.click(within(second).getByRole('button'));
    expect(within(second).getByRole('button')).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(second).not.toHaveTextContent('Não lida'));
    expect(server.calls('PUT', 'user_notifications/2/read')).toHaveLength(1);
    expect(within(panel).getByRole('status')).toHaveTextContent('2 não lidas');
    await bellNamedBehindPanel('Notificações, 2 não lidas');
  });

  it('"Marcar todas como lidas" marks them all and clears the badge', async () => {
    server = inboxServer([entry(3), entry(2), entry(1)]);
    await renderShell({ path: '/edicoes/ativas', user: userWith(['student']) });
    const panel = await openInbox();
    await userEvent.click(await within(panel).findByRole('button', { name: 'Marcar todas como lidas' }));
    await waitFor(() => expect(within(panel).getByRole('status')).toHaveTextContent('Nenhuma não lida'));
    expect(server.calls('PUT', 'user_notifications/read_all')).toHaveLength(1);
    expect(within(panel).queryByText(/Não lida:/)).not.toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Marcar todas como lidas' })).not.toBeInTheDocument();
    await bellNamedBehindPanel('Notificações');
    expect(screen.queryByTestId('inbox-badge')).not.toBeInTheDocument();
  });

  it('"Carregar mais" adds the next page and disappears at the end', async () => {
    server = inboxServer(Array.from({ length: 25 }, (_, i) => entry(25 - i, { message: `Aviso ${25 - i}` })));
    await renderShell({ path: '/edicoes/ativas', user: userWith(['student']) });
    const panel = await openInbox();
    expect(await within(panel).findAllByTestId('inbox-item')).toHaveLength(20);
    await userEvent.click(within(panel).getByRole('button', { name: 'Carregar mais' }));
    await waitFor(() => expect(within(panel).getAllByTestId('inbox-item')).toHaveLength(25));
    expect(within(panel).getAllByTestId('inbox-item')[24]).toHaveTextContent('Aviso 1');
    expect(within(panel).queryByRole('button', { name: 'Carregar mais' })).not.toBeInTheDocument();
    const pages = server
      .calls('GET', 'user_notifications')
      .map((r) => r.url.searchParams.get('page[number]'));
    expect(pages).toContain('2');
  });

  it('says so when there is nothing yet', async () => {
    server = inboxServer([]);
    await renderShell({ path: '/edicoes/ativas', user: userWith(['student']) });
    const panel = await openInbox();
    expect(await within(panel).findByTestId('inbox-empty')).toHaveTextContent(
      'Você ainda não recebeu notificações.',
    );
    expect(within(panel).queryByRole('list')).not.toBeInTheDocument();
  });

  it('closes, giving the focus back to the bell', async () => {
    server = inboxServer([entry(1)]);
    await renderShell({ path: '/edicoes/ativas', user: userWith(['student']) });
    const panel = await openInbox();
    await userEvent.click(within(panel).getByRole('button', { name: 'Fechar notificações' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByTestId('inbox-bell')).toHaveFocus());
  });
});
