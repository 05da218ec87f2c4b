import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { APP_MESSAGE_MAX_CHARACTERS } from 'shared-contracts';
import { notificationServer } from '../../../test/notifications';
import { openNotifications, setUpNotificationTests } from './test-screen';

let server: ReturnType<typeof notificationServer>;
setUpNotificationTests(() => server);

const open = () => openNotifications('app');

const form = () => within(screen.getByTestId('app-form'));
const message = () => screen.findByRole('textbox', { name: /^Mensagem/ });
const counter = () => screen.getByTestId('app-counter');

// Counts when the picker's module is first required (the real module: only its loading is watched).
let mockPickerLoads = 0;
jest.mock('emoji-picker-react', () => {
  mockPickerLoads += 1;
  return jest.requireActual('emoji-picker-react');
});
const emojiChunkLoaded = () => mockPickerLoads > 0;

/** jsdom has no layout: inside the picker, boxes get a size so its virtualised grid shows emojis. */
function stubPickerLayout() {
  const inPicker = (element: Element) => element.closest('[data-epr-part="root"], aside') !== null;
  const sized = (name: 'clientHeight' | 'clientWidth' | 'offsetHeight' | 'offsetWidth', size: number) => {
    const original =
      Object.getOwnPropertyDescriptor(HTMLElement.prototype, name) ??
      Object.getOwnPropertyDescriptor(Element.prototype, name);
    Object.defineProperty(HTMLElement.prototype, name, {
      configurable: true,
      get(this: HTMLElement) {
        return inPicker(this) ? size : (original?.get?.call(this) ?? 0);
      },
    });
    return () => {
      delete (HTMLElement.prototype as unknown as Record<string, unknown>)[name];
      if (Object.getOwnPropertyDescriptor(Element.prototype, name) !== original)
        Object.defineProperty(HTMLElement.prototype, name, original!);
    };
  };
  const restores = [
    sized('clientHeight', 360),
    sized('clientWidth', 320),
    sized('offsetHeight', 40),
    sized('offsetWidth', 40),
  ];
  return () => restores.forEach((restore) => restore());
}

let afterThis: (() => void) | null = null;
afterEach(() => {
  afterThis?.();
  afterThis = null;
});

describe('The notifications screen, app tab', () => {
  it('counts the characters against the limit and sends only a message with its phase', async () => {
    server = notificationServer();
    const user = userEvent.setup();
    const { intlErrors } = open();
    expect(await screen.findByRole('tab', { name: 'Notificar app' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const field = await message();
    expect(counter()).toHaveTextContent(`0 de ${APP_MESSAGE_MAX_CHARACTERS} caracteres`);
    expect(form().getByRole('button', { name: 'Enviar' })).toBeDisabled();
    await user.type(field, '   ');
    expect(form().getByRole('button', { name: 'Enviar' })).toBeDisabled();
    await user.clear(field);
    await user.type(field, 'Fase 2 amanhã');
    expect(counter()).toHaveTextContent(`13 de ${APP_MESSAGE_MAX_CHARACTERS} caracteres`);
    // No maxLength: the browser's counts UTF-16 code units (an emoji as two); the limit is in characters.
    expect(field).not.toHaveAttribute('maxLength');
    expect(form().getByRole('button', { name: 'Enviar' })).toBeEnabled();

    await user.selectOptions(form().getByRole('combobox', { name: /^Grupo/ }), 'Participantes');
    expect(form().getByText('A fase não pode ficar em branco!')).toBeInTheDocument();
    expect(form().getByRole('button', { name: 'Enviar' })).toBeDisabled();
    await user.selectOptions(form().getByRole('combobox', { name: /^Fase/ }), 'Fase 2 — Projeto');
    await user.click(form().getByRole('button', { name: 'Enviar' }));

    expect(await screen.findByText('Notificação enviada com sucesso!')).toBeInTheDocument();
    const [post] = server.calls('POST', 'notification');
    expect(post!.body).toEqual({
      destination: 'push',
      edition: { id: '1' },
      exam: { id: 'e2' },
      group: 'participants',
      message: 'Fase 2 amanhã',
    });
    expect(post!.headers.get('idempotency-key')).toBeTruthy();
    await waitFor(() => expect(field).toHaveValue(''));
    expect(counter()).toHaveTextContent(`0 de ${APP_MESSAGE_MAX_CHARACTERS} caracteres`);
    expect(intlErrors).toEqual([]);
  });

  it('counts an emoji as one character, and takes the limit in emoji (issue 33, item 10)', async () => {
    server = notificationServer();
    const user = userEvent.setup();
    open();
    const field = await message();
    await user.click(field);
    await user.paste('Boa sorte na fase 1! 🎉');
    expect(counter()).toHaveTextContent(`22 de ${APP_MESSAGE_MAX_CHARACTERS} caracteres`);
    await user.clear(field);
    await user.paste('🇧🇷👨‍👩‍👧‍👦'.repeat(APP_MESSAGE_MAX_CHARACTERS / 2));
    expect(counter()).toHaveTextContent(
      `${APP_MESSAGE_MAX_CHARACTERS} de ${APP_MESSAGE_MAX_CHARACTERS} caracteres`,
    );
    // One more is not taken.
    await user.paste('🎉');
    expect(counter()).toHaveTextContent(
      `${APP_MESSAGE_MAX_CHARACTERS} de ${APP_MESSAGE_MAX_CHARACTERS} caracteres`,
    );
    expect(field).toHaveValue('🇧🇷👨‍👩‍👧‍👦'.repeat(APP_MESSAGE_MAX_CHARACTERS / 2));
  });

  it('says "Erro ao enviar notificação." when the send fails', async () => {
    server = notificationServer((r) =>
      r.method === 'POST' && r.path === 'notification'
        ? { status: 500, body: { errors: [{ status: '500', title: 'Internal Server Error' }] } }
        : undefined,
    );
    const user = userEvent.setup();
    open();
    await user.type(await message(), 'Olá');
    await user.click(form().getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('Erro ao enviar notificação.')).toBeInTheDocument();
    expect(await message()).toHaveValue('Olá');
  });

  it('loads the emoji picker only when asked, and inserts the emoji at the cursor', async () => {
    server = notificationServer();
    const restoreLayout = stubPickerLayout();
    afterThis = restoreLayout;
    const user = userEvent.setup();
    open();
    const field = await message();
    await user.type(field, 'Boa prova!');
    expect(emojiChunkLoaded()).toBe(false);
    expect(screen.queryByTestId('emoji-panel')).not.toBeInTheDocument();

    (field as HTMLTextAreaElement).setSelectionRange(4, 4);
    const button = form().getByRole('button', { name: 'Inserir emoji' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const panel = await screen.findByTestId('emoji-panel');
    const search = await within(panel).findByRole('textbox', { name: 'Buscar emoji' }, { timeout: 15_000 });
    expect(emojiChunkLoaded()).toBe(true);
    // Native emojis: no image anywhere (the picker would otherwise fetch them from a CDN).
    expect(panel.querySelector('img')).toBeNull();
    await user.type(search, 'foguete');
    const rocket = await within(panel).findByLabelText('foguete', {}, { timeout: 15_000 });
    await user.click(rocket);
    expect(field).toHaveValue('Boa 🚀prova!');
    // 11 characters as a person counts them: the rocket is one (issue 33, item 10).
    expect(counter()).toHaveTextContent(`11 de ${APP_MESSAGE_MAX_CHARACTERS} caracteres`);
  });
});
