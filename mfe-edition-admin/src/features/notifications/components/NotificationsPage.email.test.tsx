import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubLayoutForEditor, type RecordedRequest } from 'shared-contracts/testing';
import { notificationServer } from '../../../test/notifications';
import { openNotifications, setUpNotificationTests } from './test-screen';

let server: ReturnType<typeof notificationServer>;
setUpNotificationTests(() => server);

const open = () => openNotifications();

const extraField = () => screen.findByRole('textbox', { name: 'E-mails adicionais' });
const chips = () => screen.queryAllByTestId('email-chip').map((c) => c.textContent);
const sendButton = () => within(screen.getByTestId('email-form')).getByRole('button', { name: 'Enviar' });
const select = (name: RegExp) => screen.getByRole('combobox', { name });

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: /^Assunto/ }), 'Fase 2 amanhã');
  const message = await screen.findByRole('textbox', { name: /^Mensagem/ });
  await user.click(message);
  await user.keyboard('A fase 2 abre amanhã.');
}

beforeAll(stubLayoutForEditor);

describe('The notifications screen, e-mail tab', () => {
  it('shows the three tabs, the back link and the e-mail form', async () => {
    server = notificationServer();
    const { intlErrors } = open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Notificações' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar para a edição' })).toHaveAttribute('href', '/edicoes/1');
    expect(screen.getByRole('tab', { name: 'Enviar e-mail' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Notificar app' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Notificações enviadas' })).toBeInTheDocument();
    expect(await extraField()).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Essencial' })).toHaveAccessibleDescription(
      /chega também aos estudantes que desativaram/,
    );
    expect(sendButton()).toBeDisabled();
    expect(intlErrors).toEqual([]);
  });

  it('turns a typed address into a lowercased chip on Enter, Tab, comma and space, once each', async () => {
    server = notificationServer();
    const user = userEvent.setup();
    open();
    const field = await extraField();
    await user.type(field, 'Ana@Escola.ORG{Enter}');
    expect(chips()).toEqual(['ana@escola.org']);
    expect(field).toHaveValue('');
    await user.type(field, 'bia@escola.org');
    await user.keyboard('{Tab}');
    expect(chips()).toEqual(['ana@escola.org', 'bia@escola.org']);
    expect(field).toHaveFocus();
    await user.type(field, 'caio@escola.org,');
    await user.type(field, 'dani@escola.org ');
    expect(chips()).toEqual(['ana@escola.org', 'bia@escola.org', 'caio@escola.org', 'dani@escola.org']);
    // A duplicate is ignored; what is not an address stays in the field, flagged.
    await user.type(field, 'ANA@escola.org{Enter}');
    expect(chips()).toHaveLength(4);
    await user.type(field, 'nao-e-email{Enter}');
    expect(chips()).toHaveLength(4);
    expect(field).toHaveValue('nao-e-email');
    expect(screen.getByText('Informe um e-mail válido.')).toBeInTheDocument();
    // Tab with nothing to add moves on.
    await user.clear(field);
    await user.keyboard('{Tab}');
    expect(field).not.toHaveFocus();
  });

  it('makes chips of what a phone keyboard types without key events (the separator is in the text)', async () => {
    server = notificationServer();
    open();
    const field = await extraField();
    // Android's keyboards report "Unidentified" keys: only the input's new text says a comma came.
    fireEvent.change(field, { target: { value: 'Eva@Escola.org,' } });
    expect(chips()).toEqual(['eva@escola.org']);
    expect(field).toHaveValue('');
    fireEvent.change(field, { target: { value: 'ivo@escola.org nao-e-email jo' } });
    expect(chips()).toEqual(['eva@escola.org', 'ivo@escola.org']);
    expect(field).toHaveValue('nao-e-email jo');
  });

  it('extracts the addresses of a pasted text, removes a chip and edits one on double-click', async () => {
    server = notificationServer();
    const user = userEvent.setup();
    open();
    const field = await extraField();
    await user.click(field);
    await user.paste(
      'Ana Lima <Ana@Escola.org>; bia@escola.org,\ncaio@escola.org texto solto mailto:dani@x.dev.',
    );
    expect(chips()).toEqual(['ana@escola.org', 'bia@escola.org', 'caio@escola.org', 'dani@x.dev']);
    expect(field).toHaveValue('');

    await user.click(screen.getByRole('button', { name: 'Remover bia@escola.org' }));
    expect(chips()).toEqual(['ana@escola.org', 'caio@escola.org', 'dani@x.dev']);

    await user.dblClick(screen.getByText('caio@escola.org'));
    expect(chips()).toEqual(['ana@escola.org', 'dani@x.dev']);
    expect(field).toHaveValue('caio@escola.org');
    expect(field).toHaveFocus();
    await user.clear(field);
    await user.type(field, 'caio@escola.pt{Enter}');
    expect(chips()).toEqual(['ana@escola.org', 'dani@x.dev', 'caio@escola.pt']);

    // Backspace in the empty field edits the last chip (the keyboard's double-click).
    await user.keyboard('{Backspace}');
    expect(field).toHaveValue('caio@escola.pt');
    expect(chips()).toEqual(['ana@escola.org', 'dani@x.dev']);
  });

  it('asks for a phase the group allows: "A fase não pode ficar em branco!"', async () => {
    server = notificationServer();
    const user = userEvent.setup();
    open();
    await extraField();
    await fillRequired(user);
    const phase = select(/^Fase/);
    await waitFor(() => expect(within(phase).getAllByRole('option')).toHaveLength(3));
    // Inscritos need no phase.
    expect(screen.queryByText('A fase não pode ficar em branco!')).not.toBeInTheDocument();
    expect(sendButton()).toBeEnabled();

    await user.selectOptions(select(/^Grupo/), 'Classificados');
    expect(screen.getByText('A fase não pode ficar em branco!')).toBeInTheDocument();
    expect(sendButton()).toBeDisabled();
    // Only the phase with a published ranking.
    expect(
      within(phase)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Selecione a fase', 'Fase 1 — Prova objetiva']);
    await user.selectOptions(phase, 'Fase 1 — Prova objetiva');
    expect(screen.queryByText('A fase não pode ficar em branco!')).not.toBeInTheDocument();
    expect(sendButton()).toBeEnabled();

    // Participantes allow any phase; Partic. Incompletas only the regular or opened ones.
    await user.selectOptions(select(/^Grupo/), 'Participantes');
    expect(within(phase).getAllByRole('option')).toHaveLength(3);
    await user.selectOptions(phase, 'Fase 2 — Projeto');
    await user.selectOptions(select(/^Grupo/), 'Partic. Incompletas');
    expect(
      within(phase)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Selecione a fase', 'Fase 1 — Prova objetiva']);
    expect(phase).toHaveValue('');
    expect(screen.getByText('A fase não pode ficar em branco!')).toBeInTheDocument();
  });

  it('sends the e-mail with an Idempotency-Key kept when the same form is retried, a new one after success', async () => {
    let failures = 1;
    server = notificationServer((r) =>
      r.method === 'POST' && r.path === 'notification' && failures-- > 0
        ? { status: 503, body: { errors: [{ status: '503', title: 'Service Unavailable' }] } }
        : undefined,
    );
    const user = userEvent.setup();
    open();
    const field = await extraField();
    await user.type(field, 'Extra@Escola.org{Enter}');
    await fillRequired(user);
    await user.selectOptions(select(/^Grupo/), 'Classificados');
    await user.selectOptions(select(/^Fase/), 'Fase 1 — Prova objetiva');
    await user.click(screen.getByRole('checkbox', { name: 'Essencial' }));
    await user.click(sendButton());
    expect(await screen.findByText('Erro ao enviar e-mail.')).toBeInTheDocument();

    await user.click(sendButton());
    expect(await screen.findByText('E-mail enviado com sucesso!')).toBeInTheDocument();
    const posts: RecordedRequest[] = server.calls('POST', 'notification');
    expect(posts).toHaveLength(2);
    expect(posts[0]!.body).toEqual({
      destination: 'email',
      edition: { id: '1' },
      exam: { id: 'e1' },
      group: 'ranked_participants',
      category: 'essential',
      subject: 'Fase 2 amanhã',
      message: '<p>A fase 2 abre amanhã.</p>',
      target: { emails: ['extra@escola.org'] },
    });
    const key = posts[0]!.headers.get('idempotency-key');
    expect(key).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(posts[1]!.headers.get('idempotency-key')).toBe(key);
    expect(posts[1]!.body).toEqual(posts[0]!.body);

    // The form is cleared; the next e-mail is another request.
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Assunto/ })).toHaveValue(''));
    expect(chips()).toEqual([]);
    expect(select(/^Grupo/)).toHaveValue('students');
    await fillRequired(user);
    await user.click(sendButton());
    await waitFor(() => expect(server.calls('POST', 'notification')).toHaveLength(3));
    expect(server.calls('POST', 'notification')[2]!.headers.get('idempotency-key')).not.toBe(key);
  });

  it('a changed form after an error is another request (a new key)', async () => {
    server = notificationServer((r) =>
      r.method === 'POST' && r.path === 'notification'
        ? { status: 500, body: { errors: [{ status: '500', title: 'Internal Server Error' }] } }
        : undefined,
    );
    const user = userEvent.setup();
    open();
    await extraField();
    await fillRequired(user);
    await user.click(sendButton());
    await screen.findByText('Erro ao enviar e-mail.');
    await user.type(screen.getByRole('textbox', { name: /^Assunto/ }), '!');
    await user.click(sendButton());
    await waitFor(() => expect(server.calls('POST', 'notification')).toHaveLength(2));
    const [first, second] = server.calls('POST', 'notification');
    expect(second!.headers.get('idempotency-key')).not.toBe(first!.headers.get('idempotency-key'));
  });

  it('shows the API’s text when its refusal points at the phase', async () => {
    server = notificationServer((r) =>
      r.method === 'POST' && r.path === 'notification'
        ? {
            status: 422,
            body: {
              errors: [
                {
                  status: '422',
                  title: 'Unprocessable Entity',
                  detail: 'A fase 2 não tem ranking publicado',
                  source: { pointer: '/exam' },
                },
              ],
            },
          }
        : undefined,
    );
    const user = userEvent.setup();
    open();
    await extraField();
    await fillRequired(user);
    fireEvent.submit(screen.getByTestId('email-form'));
    expect(await screen.findByText('A fase 2 não tem ranking publicado')).toBeInTheDocument();
    expect(screen.queryByText('Erro ao enviar e-mail.')).not.toBeInTheDocument();
  });
});
