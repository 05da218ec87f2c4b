import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureApi } from '../../../client/api-client';
import { stubLayoutForEditor } from '../../../testing/editor-in-jsdom';
import { testFile, withNodeFormData } from '../../../testing/node-form-data';
import { createRouteRenderer, stubFetch, type StubbedFetch } from '../../../testing/render-route';
import { sanitizedHtml } from '../../safe-html/sanitize-html';
import { Toaster, toaster } from '../../toaster';
import { RichTextEditor, type RichTextEditorProps } from './RichTextEditor';
import { RichTextEditorWithImages } from './RichTextEditorWithImages';

const renderRoute = createRouteRenderer({ 'pt-BR': {}, es: {}, 'pt-PT': {} });

jest.setTimeout(30_000);
withNodeFormData();
beforeAll(() => {
  stubLayoutForEditor();
  configureApi({ baseUrl: 'http://api.test/api' });
});

const URL_OF_IMAGE = 'https://files.example.org/files/3f2a9c.png';

interface Sent {
  path: string;
  method: string;
  body: string;
}

let server: StubbedFetch | undefined;
let sent: Sent[];
let changes: string[];
/** While set, the upload's answer waits for it (to see the upload under way). */
let gate: Promise<void> | undefined;

afterEach(() => {
  server?.restore();
  server = undefined;
  gate = undefined;
  act(() => toaster.remove());
});

/** POST /images/upload answering `answer` (by default the stored image's URL, as the API does). */
function serve(answer: { status: number; body: unknown } = { status: 201, body: uploaded(URL_OF_IMAGE) }) {
  sent = [];
  server = stubFetch((url, init) => {
    sent.push({ path: url.pathname, method: init.method, body: init.body ?? '' });
    return answer;
  });
  const stubbed = globalThis.fetch;
  globalThis.fetch = (async (...args: Parameters<typeof fetch>) => {
    const response = stubbed(...args);
    if (gate) await gate;
    return response;
  }) as typeof fetch;
}

function uploaded(url: string) {
  return { data: { type: 'images', id: '3f2a9c.png', url, attributes: { url, content_type: 'image/png' } } };
}

/** The editor as the lazy entry renders it: from the images chunk when `imageUpload` is asked for. */
function open(props: Partial<RichTextEditorProps> = {}, locale?: 'es' | 'pt-PT') {
  changes = [];
  const Editor = props.imageUpload ? RichTextEditorWithImages : RichTextEditor;
  const utils = renderRoute(
    <>
      <Toaster />
      <Editor
        label="Enunciado"
        initialHtml="<p>Observe a figura.</p>"
        limit={null}
        placeholder=""
        onChange={(html) => changes.push(html)}
        {...props}
      />
    </>,
    { path: '/', entry: '/', ...(locale ? { locale } : {}) },
  );
  return { ...utils, box: screen.getByRole('textbox', { name: 'Enunciado' }), user: userEvent.setup() };
}

const imageButton = (name = 'Inserir imagem') =>
  within(screen.getByRole('toolbar')).getByRole('button', { name });
const imageError = () => screen.getByRole('alert');

/** The person clicks "Inserir imagem" and picks `file` in the browser's file picker. */
async function choose(user: ReturnType<typeof userEvent.setup>, file: File, name?: string) {
  const input = screen.getByTestId('rich-text-image-input') as HTMLInputElement;
  const picker = jest.spyOn(input, 'click');
  await user.click(imageButton(name));
  expect(picker).toHaveBeenCalled();
  fireEvent.change(input, { target: { files: [file] } });
}

const bytes = (kilobytes: number) => 'x'.repeat(kilobytes * 1024);

describe('RichTextEditor with image upload', () => {
  it('has no image button, and keeps no image, unless the screen asks for uploads', () => {
    serve();
    open({ initialHtml: `<p>Texto</p><img src="${URL_OF_IMAGE}" alt="x">` });
    expect(screen.queryByRole('button', { name: 'Inserir imagem' })).toBeNull();
    expect(screen.queryByTestId('rich-text-image-input')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Enunciado' }).querySelector('img')).toBeNull();
  });

  it('sends a png as multipart "attachment" and inserts it with its alt text into the HTML', async () => {
    serve();
    const { box, user, intlErrors } = open({ imageUpload: true });
    await user.click(box);
    await choose(user, testFile(bytes(150), 'grafico_de-barras.png', 'image/png'));

    await waitFor(() => expect(lastHtml()).toContain('<img'));
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ path: '/api/images/upload', method: 'POST' });
    expect(sent[0]!.body).toContain('name="attachment"; filename="grafico_de-barras.png"');
    expect(sent[0]!.body).toContain('Content-Type: image/png');
    expect(lastHtml()).toContain(`<img src="${URL_OF_IMAGE}" alt="grafico de barras">`);
    expect(within(box).getByRole('img', { name: 'grafico de barras' })).toHaveAttribute('src', URL_OF_IMAGE);
    expect(imageError()).toBeEmptyDOMElement();
    // What the admin saves shows through SafeHtml with its image and alt text.
    const shown = render(<div>{sanitizedHtml(lastHtml())}</div>).container;
    expect(within(shown).getByRole('img', { name: 'grafico de barras' })).toHaveAttribute(
      'src',
      URL_OF_IMAGE,
    );
    expect(shown).toHaveTextContent('Observe a figura.');
    expect(intlErrors).toEqual([]);
  });

  it('refuses a file that is not png, jpeg or gif with a message, sending nothing', async () => {
    serve();
    const { user } = open({ imageUpload: true });
    await choose(user, testFile('%PDF-1.7', 'prova.pdf', 'application/pdf'));
    expect(imageError()).toHaveTextContent('Escolha uma imagem PNG, JPEG ou GIF.');
    await choose(user, testFile('<svg/>', 'desenho.svg', 'image/svg+xml'));
    expect(imageError()).toHaveTextContent('Escolha uma imagem PNG, JPEG ou GIF.');
    expect(sent).toEqual([]);
    expect(changes).toEqual([]);
  });

  it('refuses a png over 200KB and a gif over 1MB, but takes a 900KB gif', async () => {
    serve();
    const { user } = open({ imageUpload: true });
    await choose(user, testFile(bytes(300), 'foto.png', 'image/png'));
    expect(imageError()).toHaveTextContent('A imagem deve ter até 200KB.');
    await choose(user, testFile(bytes(250), 'foto.jpg', 'image/jpeg'));
    expect(imageError()).toHaveTextContent('A imagem deve ter até 200KB.');
    await choose(user, testFile(bytes(1025), 'anima.gif', 'image/gif'));
    expect(imageError()).toHaveTextContent('A imagem GIF deve ter até 1MB.');
    expect(sent).toEqual([]);

    await choose(user, testFile(bytes(900), 'anima.gif', 'image/gif'));
    await waitFor(() => expect(lastHtml()).toContain(`<img src="${URL_OF_IMAGE}" alt="anima">`));
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toContain('name="attachment"; filename="anima.gif"');
    // The message of the refused file is gone once a good one is chosen.
    expect(imageError()).toBeEmptyDOMElement();
  });

  it('shows the upload under way, with the button disabled, until the answer comes', async () => {
    serve();
    let release = () => {};
    gate = new Promise<void>((resolve) => (release = resolve));
    const { user } = open({ imageUpload: true });
    await choose(user, testFile(bytes(10), 'figura.jpeg', 'image/jpeg'));
    expect(await screen.findByRole('status')).toHaveTextContent('Enviando imagem…');
    expect(imageButton()).toBeDisabled();
    expect(imageButton()).toHaveAttribute('aria-busy', 'true');
    act(() => release());
    await waitFor(() => expect(lastHtml()).toContain('alt="figura"'));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(imageButton()).toBeEnabled();
  });

  it('tells of a failed upload in a toast and inserts nothing', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    serve({
      status: 422,
      body: {
        errors: [{ status: '422', title: 'Erro', detail: 'Apenas imagens PNG, JPEG ou GIF são aceitas.' }],
      },
    });
    const { user } = open({ imageUpload: true });
    await choose(user, testFile(bytes(10), 'falsa.png', 'image/png'));
    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveTextContent('Não foi possível enviar a imagem. Tente novamente.');
    expect(toast).toHaveTextContent('Apenas imagens PNG, JPEG ou GIF são aceitas.');
    expect(sent).toHaveLength(1);
    expect(changes).toEqual([]);
    await waitFor(() => expect(imageButton()).toBeEnabled());
    jest.restoreAllMocks();
  });

  it('has no usable image button while the editor is read-only', () => {
    serve();
    open({ imageUpload: true, disabled: true });
    expect(imageButton()).toBeDisabled();
  });

  it('speaks Spanish and European Portuguese', async () => {
    serve();
    const es = open({ imageUpload: true }, 'es');
    await choose(es.user, testFile('x', 'notas.txt', 'text/plain'), 'Insertar imagen');
    expect(imageError()).toHaveTextContent('Elige una imagen PNG, JPEG o GIF.');
    await choose(es.user, testFile(bytes(300), 'foto.png', 'image/png'), 'Insertar imagen');
    expect(imageError()).toHaveTextContent('La imagen debe tener como máximo 200 KB.');
    expect(es.intlErrors).toEqual([]);
    es.unmount();
    const pt = open({ imageUpload: true }, 'pt-PT');
    await choose(pt.user, testFile(bytes(1100), 'anima.gif', 'image/gif'));
    expect(imageError()).toHaveTextContent('A imagem GIF deve ter no máximo 1 MB.');
    expect(pt.intlErrors).toEqual([]);
    expect(sent).toEqual([]);
  });
});

function lastHtml(): string {
  return changes.at(-1) ?? '';
}
