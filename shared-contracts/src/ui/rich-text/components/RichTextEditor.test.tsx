import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { sanitizedHtml } from '../../safe-html/sanitize-html';
import { createRouteRenderer } from '../../../testing/render-route';

const renderRoute = createRouteRenderer({ 'pt-BR': {}, es: {}, 'pt-PT': {} });
import { paste, stubLayoutForEditor } from '../../../testing/editor-in-jsdom';
import { RichTextEditor, type RichTextEditorProps } from './RichTextEditor';

jest.setTimeout(30_000);
beforeAll(stubLayoutForEditor);

let changes: string[];

function open(props: Partial<RichTextEditorProps> = {}, locale?: 'es' | 'pt-PT') {
  changes = [];
  const utils = renderRoute(
    <RichTextEditor
      label="Sua resposta"
      initialHtml=""
      limit={null}
      onChange={(html) => changes.push(html)}
      {...props}
    />,
    { path: '/', entry: '/', ...(locale ? { locale } : {}) },
  );
  const box = screen.getByRole('textbox', { name: 'Sua resposta' });
  return { ...utils, box, user: userEvent.setup() };
}

const lastHtml = () => changes.at(-1);
const button = (name: string) =>
  within(screen.getByRole('toolbar', { name: 'Formatação' })).getByRole('button', { name });
const counter = () => screen.getByTestId('character-count');
const status = () => screen.getByRole('status');

describe('RichTextEditor', () => {
  it('shows the saved answer (old text-area HTML too) without recording anything, and counts its text', () => {
    const { box, intlErrors } = open({ initialHtml: '<p>um<br>dois</p><p>três &amp; 😀</p>', limit: 50 });
    expect(box).toHaveAttribute('contenteditable', 'true');
    expect(box).toHaveAttribute('aria-multiline', 'true');
    expect(box.querySelectorAll('p')).toHaveLength(2);
    expect(box.querySelector('br')).not.toBeNull();
    expect(box).toHaveTextContent('umdoistrês & 😀');
    // Like the server: tags and line breaks count nothing, "&" and the emoji one each.
    expect(counter()).toHaveTextContent('14 de 50 caracteres');
    expect(box).toHaveAccessibleDescription('14 de 50 caracteres');
    expect(changes).toEqual([]);
    expect(intlErrors).toEqual([]);
  });

  it('emits HTML on every change, and an empty string once the text is all gone', async () => {
    const { box, user } = open();
    await user.click(box);
    await user.keyboard('Olá');
    expect(lastHtml()).toBe('<p>Olá</p>');
    await user.keyboard('{Shift>}{Enter}{/Shift}mundo{Enter}fim');
    expect(lastHtml()).toBe('<p>Olá<br>mundo</p><p>fim</p>');
    expect(counter()).toHaveTextContent('11 caracteres');
    await user.keyboard('{Control>}a{/Control}{Backspace}');
    expect(lastHtml()).toBe('');
    expect(counter()).toHaveTextContent('0 caracteres');
  });

  it('formats with the toolbar, showing which formats apply at the cursor', async () => {
    const { box, user } = open();
    for (const name of ['Negrito', 'Itálico', 'Sublinhado', 'Lista com marcadores', 'Lista numerada'])
      expect(button(name)).toHaveAttribute('aria-pressed', 'false');
    expect(button('Desfazer')).toBeDisabled();
    expect(button('Refazer')).not.toHaveAttribute('aria-pressed');

    await user.click(box);
    await user.click(button('Negrito'));
    expect(button('Negrito')).toHaveAttribute('aria-pressed', 'true');
    await user.keyboard('forte');
    expect(lastHtml()).toBe('<p><strong>forte</strong></p>');
    // The editor kept the focus: typing goes on where it was.
    expect(box).toHaveFocus();
    await user.click(button('Negrito'));
    await user.click(button('Itálico'));
    await user.click(button('Sublinhado'));
    await user.keyboard(' fim');
    expect(lastHtml()).toBe('<p><strong>forte</strong><em><u> fim</u></em></p>');
    expect(button('Negrito')).toHaveAttribute('aria-pressed', 'false');
    expect(button('Itálico')).toHaveAttribute('aria-pressed', 'true');

    await user.click(button('Lista com marcadores'));
    expect(lastHtml()).toBe('<ul><li><p><strong>forte</strong><em><u> fim</u></em></p></li></ul>');
    expect(button('Lista com marcadores')).toHaveAttribute('aria-pressed', 'true');
    await user.click(button('Lista numerada'));
    expect(lastHtml()).toBe('<ol><li><p><strong>forte</strong><em><u> fim</u></em></p></li></ol>');
    expect(button('Lista numerada')).toHaveAttribute('aria-pressed', 'true');
    expect(button('Lista com marcadores')).toHaveAttribute('aria-pressed', 'false');

    await user.click(button('Desfazer'));
    expect(lastHtml()).not.toContain('<ol>');
    expect(button('Refazer')).toBeEnabled();
    await user.click(button('Refazer'));
    expect(lastHtml()).toBe('<ol><li><p><strong>forte</strong><em><u> fim</u></em></p></li></ol>');
  });

  it('has the usual keyboard shortcuts, named on the buttons', async () => {
    const { box, user } = open();
    expect(button('Negrito')).toHaveAttribute('aria-keyshortcuts', 'Control+B');
    expect(button('Negrito')).toHaveAttribute('title', 'Negrito (Ctrl+B)');
    expect(button('Lista numerada')).toHaveAttribute('aria-keyshortcuts', 'Control+Shift+7');
    await user.click(box);
    await user.keyboard('{Control>}b{/Control}a{Control>}b{/Control}{Control>}i{/Control}b');
    await user.keyboard('{Control>}i{/Control}{Control>}u{/Control}c');
    expect(lastHtml()).toBe('<p><strong>a</strong><em>b</em><u>c</u></p>');
    await user.keyboard('{Control>}{Shift>}8{/Shift}{/Control}');
    expect(lastHtml()).toBe('<ul><li><p><strong>a</strong><em>b</em><u>c</u></p></li></ul>');
    await user.keyboard('{Control>}z{/Control}');
    expect(lastHtml()).toBe('<p><strong>a</strong><em>b</em><u>c</u></p>');
  });

  it('moves between toolbar buttons with the arrow keys, one tab stop for the whole toolbar', async () => {
    const { user } = open({ initialHtml: '<p>texto</p>' });
    expect(button('Negrito')).toHaveAttribute('tabindex', '0');
    expect(button('Itálico')).toHaveAttribute('tabindex', '-1');
    act(() => button('Negrito').focus());
    await user.keyboard('{ArrowRight}');
    expect(button('Itálico')).toHaveFocus();
    expect(button('Itálico')).toHaveAttribute('tabindex', '0');
    expect(button('Negrito')).toHaveAttribute('tabindex', '-1');
    // Undo and redo have nothing to do yet: the keys skip them.
    await user.keyboard('{End}');
    expect(button('Lista numerada')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(button('Negrito')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(button('Lista numerada')).toHaveFocus();
  });

  it('stops typing at the character limit, counted in characters of text', async () => {
    const { box, user } = open({ limit: 6 });
    await user.click(box);
    await user.keyboard('né😀{Enter}ab');
    expect(counter()).toHaveTextContent('5 de 6 caracteres');
    await user.keyboard('cdef');
    expect(lastHtml()).toBe('<p>né😀</p><p>abc</p>');
    expect(counter()).toHaveTextContent('6 de 6 caracteres');
    expect(status()).toHaveTextContent('Limite de 6 caracteres atingido.');
    // New lines and formatting add no characters.
    await user.keyboard('{Shift>}{Enter}{/Shift}');
    expect(lastHtml()).toBe('<p>né😀</p><p>abc<br></p>');
    await user.keyboard('{Control>}b{/Control}g');
    expect(lastHtml()).toBe('<p>né😀</p><p>abc<br></p>');
    // Typing over a selection makes room again. (Typing replaces the selection through the editor's own
    // handlers; a native Backspace inside a text is not reproduced faithfully by user-event in jsdom.)
    await user.keyboard('{Control>}a{/Control}xyz');
    expect(lastHtml()).toBe('<p>xyz</p>');
    expect(counter()).toHaveTextContent('3 de 6 caracteres');
    expect(status()).toBeEmptyDOMElement();
  });

  it('cuts a paste to the room left, keeping its start and its formatting', async () => {
    const { box, user } = open({ limit: 10 });
    await user.click(box);
    await user.keyboard('abc');
    paste(box, 'defghijklmnop');
    expect(lastHtml()).toBe('<p>abcdefghij</p>');
    expect(counter()).toHaveTextContent('10 de 10 caracteres');
    expect(status()).toHaveTextContent('O texto colado foi cortado para caber no limite de 10 caracteres.');

    // Pasting over a selection counts the room the selection frees.
    await user.keyboard('{Control>}a{/Control}');
    paste(box, '😀😀 fim', '<p><b>😀😀</b> fim</p><ul><li>depois</li></ul>');
    expect(lastHtml()).toBe('<p><strong>😀😀</strong> fim</p><ul><li><p>depo</p></li></ul>');
    expect(counter()).toHaveTextContent('10 de 10 caracteres');

    // Nothing fits: nothing changes.
    const before = changes.length;
    paste(box, 'mais');
    expect(changes).toHaveLength(before);
    expect(status()).toHaveTextContent('cortado');
  });

  it('keeps only its own formats from pasted HTML (no links, headings, images or styles)', async () => {
    const { box, user } = open();
    await user.click(box);
    paste(
      box,
      'Título link',
      '<h1 style="color:red">Título</h1><p><a href="https://x.test">link</a><img src="https://x.test/i.png"></p>',
    );
    expect(lastHtml()).toBe('<p>Título</p><p>link</p>');
  });

  it('is read-only when disabled: no typing, no toolbar, nothing recorded', async () => {
    changes = [];
    function Toggled() {
      const [disabled, setDisabled] = useState(true);
      return (
        <>
          <button type="button" onClick={() => setDisabled((d) => !d)}>
            alternar
          </button>
          <RichTextEditor
            label="Sua resposta"
            initialHtml="<p>Resposta enviada</p>"
            limit={null}
            disabled={disabled}
            onChange={(html) => changes.push(html)}
          />
        </>
      );
    }
    renderRoute(<Toggled />, { path: '/', entry: '/' });
    const user = userEvent.setup();
    const box = screen.getByRole('textbox', { name: 'Sua resposta' });
    expect(box).toHaveAttribute('contenteditable', 'false');
    expect(box).toHaveAttribute('aria-readonly', 'true');
    for (const name of ['Negrito', 'Itálico', 'Lista numerada', 'Desfazer'])
      expect(button(name)).toBeDisabled();
    await user.click(box);
    await user.keyboard('mais{Control>}b{/Control}');
    paste(box, 'colado');
    expect(box).toHaveTextContent(/^Resposta enviada$/);
    expect(box.querySelector('strong')).toBeNull();
    expect(changes).toEqual([]);

    // Enabled again (the same editor): it takes typing.
    await user.click(screen.getByRole('button', { name: 'alternar' }));
    expect(box).toHaveAttribute('contenteditable', 'true');
    expect(box).toHaveAttribute('aria-readonly', 'false');
    expect(button('Negrito')).toBeEnabled();
    expect(changes).toEqual([]);
    await user.click(box);
    await user.keyboard('!');
    expect(lastHtml()).toBe('<p>!Resposta enviada</p>');
  });

  it('never grows past the server’s HTML size cap', async () => {
    const { box, user } = open({ maxHtmlLength: 20 });
    await user.click(box);
    await user.keyboard('abcdefghijklmnopqrstuvwxyz');
    // '<p>' + 13 letters + '</p>' is 20 characters of HTML.
    expect(lastHtml()).toBe('<p>abcdefghijklm</p>');
    expect(status()).toHaveTextContent('A resposta atingiu o tamanho máximo e não pode crescer mais.');
  });

  it('produces HTML that SafeHtml shows unchanged', async () => {
    const { box, user } = open();
    await user.click(box);
    await user.keyboard(
      '{Control>}b{/Control}a < b{Control>}b{/Control} & {Control>}u{/Control}c{Control>}u{/Control}',
    );
    await user.keyboard(
      '{Shift>}{Enter}{/Shift}"d"{Enter}{Control>}{Shift>}7{/Shift}{/Control}um{Enter}dois',
    );
    const html = lastHtml()!;
    expect(html).toBe(
      '<p><strong>a &lt; b</strong> &amp; <u>c</u><br>"d"</p><ol><li><p>um</p></li><li><p>dois</p></li></ol>',
    );
    const shown = render(<div>{sanitizedHtml(html)}</div>).container.firstElementChild!;
    expect(shown.innerHTML).toBe(html);
  });

  it('speaks Spanish and European Portuguese', () => {
    const es = open({ limit: 5 }, 'es');
    expect(screen.getByRole('toolbar', { name: 'Formato' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Negrita' })).toBeInTheDocument();
    expect(counter()).toHaveTextContent('0 de 5 caracteres');
    expect(es.intlErrors).toEqual([]);
    es.unmount();
    const pt = open({}, 'pt-PT');
    expect(screen.getByRole('button', { name: 'Anular' })).toBeInTheDocument();
    expect(counter()).toHaveTextContent('0 caracteres');
    expect(pt.intlErrors).toEqual([]);
  });
});
