import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RECIPIENTS_PAGE_SIZE } from 'shared-contracts';
import type { RecordedRequest } from 'shared-contracts/testing';
import {
  notificationAttributes,
  notificationServer,
  notificationsDocument,
} from '../../../test/notifications';
import { setViewportWidth } from '../../../test/render';
import { openNotifications, setUpNotificationTests } from './test-screen';

let server: ReturnType<typeof notificationServer>;
setUpNotificationTests(() => server);

const EMAIL = {
  id: '12',
  attributes: notificationAttributes({
    destination: 'email',
    group: 'ranked_participants',
    category: 'essential',
    exam: { id: 'e1', phase: 1, description: 'Prova objetiva' },
    target: { single_emails: ['extra@escola.org'], registered_emails: 4500 },
    counts: { recipients: 4501, delivered: 4000, failed: 1, pending: 500 },
    status: 'sending',
  }),
};
const PUSH = {
  id: '11',
  attributes: notificationAttributes({
    destination: 'push',
    subject: null,
    message: 'Boa prova! 🚀',
    sent_at: '2030-05-08T23:15:00Z',
    counts: { recipients: 3, delivered: 3, failed: 0, pending: 0 },
  }),
};

/** The recipients of notification 12: 4500, RECIPIENTS_PAGE_SIZE a page, the 3rd failed. */
function recipientsPage(url: URL) {
  const page = Number(url.searchParams.get('page[number]'));
  const size = Number(url.searchParams.get('page[size]'));
  const from = (page - 1) * size;
  const count = Math.max(0, Math.min(size, 4500 - from));
  return {
    data: Array.from({ length: count }, (_, i) => {
      const n = from + i + 1;
      return {
        type: 'notification_recipients',
        id: String(n),
        attributes: {
          email: `aluno${n}@escola.org`,
          name: `Aluno ${n}`,
          status: n === 3 ? 'failed' : n > 4000 ? 'pending' : 'delivered',
          error: n === 3 ? '550 caixa inexistente' : null,
        },
      };
    }),
    meta: { total_count: 4500 },
  };
}

function serve(list: (r: RecordedRequest) => unknown = () => notificationsDocument([EMAIL, PUSH], 30)) {
  server = notificationServer((r) => {
    if (r.method === 'GET' && r.path === 'notifications') return { body: list(r) };
    if (r.method === 'GET' && r.path === 'notifications/12/recipients')
      return { body: recipientsPage(r.url) };
    return undefined;
  });
}

const open = () => openNotifications('enviadas');

const listCalls = () =>
  server.calls('GET', 'notifications').map((r) => Object.fromEntries(r.url.searchParams));
const rows = () => screen.findAllByTestId('notification-row');

/** IntersectionObserver as the browser's: the test says when an observed element scrolls into view. */
const observers: { callback: IntersectionObserverCallback; targets: Element[] }[] = [];
class TestIntersectionObserver {
  targets: Element[] = [];
  constructor(public callback: IntersectionObserverCallback) {
    observers.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  unobserve() {}
  disconnect() {
    this.targets = [];
  }
  takeRecords() {
    return [];
  }
}
function scrollIntoView(element: Element) {
  act(() => {
    for (const o of observers)
      if (o.targets.includes(element))
        o.callback(
          [{ isIntersecting: true, target: element } as unknown as IntersectionObserverEntry],
          o as never,
        );
  });
}

beforeEach(() => {
  observers.length = 0;
  globalThis.IntersectionObserver = TestIntersectionObserver as unknown as typeof IntersectionObserver;
});

describe('The notifications screen, sent list', () => {
  it('lists the newest first, 7 a page, each with its counts, in the edition’s time zone', async () => {
    serve();
    const { intlErrors } = open();
    const [email, push] = await rows();
    expect(listCalls()[0]).toEqual({
      'filter[edition_id]': '1',
      sort: '-id',
      'page[number]': '1',
      'page[size]': '7',
    });
    const first = within(email!);
    expect(first.getByText('09/05/2030 10:30')).toBeInTheDocument();
    expect(first.getByText('E-mail')).toBeInTheDocument();
    expect(first.getByText('Essencial')).toBeInTheDocument();
    expect(first.getByText('Classificados')).toBeInTheDocument();
    expect(first.getByText('Fase 1')).toBeInTheDocument();
    expect(first.getByText('Fase 2 amanhã')).toBeInTheDocument();
    expect(first.getByText('A fase 2 abre amanhã.')).toBeInTheDocument();
    expect(first.getByTestId('recipients-total')).toHaveTextContent('4501');
    expect(first.getByText('1 e-mail adicional')).toBeInTheDocument();
    expect(first.getByTestId('deliveries')).toHaveTextContent('4000 entregues, 1 com falha, 500 pendentes');
    expect(first.getByTestId('notification-status')).toHaveTextContent('Enviando');
    const second = within(push!);
    expect(second.getByText('08/05/2030 20:15')).toBeInTheDocument();
    expect(second.getByText('App')).toBeInTheDocument();
    expect(second.getByText('Boa prova! 🚀')).toBeInTheDocument();
    expect(second.getByTestId('notification-status')).toHaveTextContent('Concluída');
    expect(screen.getByTestId('paged-table-total')).toHaveTextContent('30 registros');
    expect(
      within(screen.getByRole('combobox', { name: 'Itens por página' }))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['7', '14', '20']);
    expect(intlErrors).toEqual([]);
  });

  it('pages, changes the page size and filters by address and dates', async () => {
    serve();
    const user = userEvent.setup();
    open();
    await rows();
    await user.click(screen.getByRole('button', { name: 'Página 2' }));
    await waitFor(() => expect(listCalls().at(-1)).toMatchObject({ 'page[number]': '2', 'page[size]': '7' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Itens por página' }), '14');
    await waitFor(() =>
      expect(listCalls().at(-1)).toMatchObject({ 'page[number]': '1', 'page[size]': '14' }),
    );

    await user.type(screen.getByRole('searchbox', { name: 'E-mails' }), 'aluno3@');
    await waitFor(() => expect(listCalls().at(-1)).toMatchObject({ 'filter[emails]': 'aluno3@' }));
    await user.type(screen.getByLabelText('Enviadas depois de'), '2030-05-01');
    await user.type(screen.getByLabelText('Enviadas antes de'), '2030-05-31');
    await waitFor(() =>
      expect(listCalls().at(-1)).toMatchObject({
        'filter[emails]': 'aluno3@',
        'filter[date_gt]': '2030-05-01',
        'filter[date_lt]': '2030-05-31',
        'page[number]': '1',
        sort: '-id',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Limpar filtros' }));
    await waitFor(() => expect(listCalls().at(-1)).not.toHaveProperty('filter[emails]'));
    expect(listCalls().at(-1)).not.toHaveProperty('filter[date_gt]');
  });

  it('asks again while a shown notification is still being sent, and stops once all are done', async () => {
    let calls = 0;
    serve(() => {
      calls += 1;
      const status = calls < 3 ? 'sending' : 'done';
      return notificationsDocument([{ id: '12', attributes: { ...EMAIL.attributes, status } }]);
    });
    open();
    await waitFor(() => expect(screen.getByTestId('notification-status')).toHaveTextContent('Concluída'), {
      timeout: 10_000,
    });
    expect(calls).toBe(3);
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(calls).toBe(3);
  });

  it('opens the registered e-mails: the extra ones, then 2000 more recipients per scroll to the end', async () => {
    serve();
    const user = userEvent.setup();
    open();
    const [email] = await rows();
    await user.click(
      within(email!).getByRole('button', {
        name: 'Ver e-mails cadastrados da notificação de 09/05/2030 10:30',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'E-mails cadastrados' });
    expect(within(dialog).getByTestId('extra-emails')).toHaveTextContent('extra@escola.org');
    await waitFor(() =>
      expect(within(dialog).getAllByTestId('recipient-row')).toHaveLength(RECIPIENTS_PAGE_SIZE),
    );
    const third = within(dialog).getAllByTestId('recipient-row')[2]!;
    expect(third).toHaveTextContent('aluno3@escola.org');
    expect(third).toHaveTextContent('Falhou');
    expect(third).toHaveTextContent('550 caixa inexistente');
    expect(within(dialog).getByTestId('recipients-count')).toHaveTextContent(
      '2000 de 4500 destinatários exibidos',
    );

    const end = within(dialog).getByTestId('recipients-end');
    scrollIntoView(end);
    await waitFor(() => expect(within(dialog).getAllByTestId('recipient-row')).toHaveLength(4000));
    scrollIntoView(end);
    await waitFor(() => expect(within(dialog).getAllByTestId('recipient-row')).toHaveLength(4500));
    expect(within(dialog).getAllByTestId('recipient-row')[4499]).toHaveTextContent('Pendente');
    scrollIntoView(end);
    const pages = server
      .calls('GET', 'notifications/12/recipients')
      .map((r) => [r.url.searchParams.get('page[number]'), r.url.searchParams.get('page[size]')]);
    expect(pages).toEqual([
      ['1', '2000'],
      ['2', '2000'],
      ['3', '2000'],
    ]);

    await user.click(within(dialog).getAllByRole('button', { name: 'Fechar' })[0]!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('keeps the date, recipients, status and button on a narrow screen (the row fits a phone)', async () => {
    setViewportWidth(375);
    serve();
    open();
    const [email] = await rows();
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['Data', 'Destinatários', 'Situação', 'Ações']);
    expect(within(email!).queryByTestId('deliveries')).not.toBeInTheDocument();
    expect(within(email!).getByRole('button', { name: /Ver e-mails cadastrados/ })).toBeInTheDocument();
  });
});
