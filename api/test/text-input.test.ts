import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  controlCharacterPointers,
  hasControlCharacters,
  sanitizeRichText,
  withoutControlCharacters,
} from '../src/http/text-input.js';

describe('rich text: the allow-list', () => {
  it("keeps what the answer editor writes, byte for byte (TipTap's getHTML)", () => {
    for (const html of [
      '<p>Olá &amp; até&nbsp;logo &lt;b&gt; "aspas" \'apóstrofo\'</p>',
      '<p><strong>negrito</strong> <em>itálico</em> <u>sublinhado</u></p><p>linha<br>quebrada</p>',
      '<ul><li><p>um</p></li><li><p>dois</p></li></ul><ol start="3" type="a"><li><p>três</p></li></ol>',
      '<p></p>',
      'texto sem marcação',
    ])
      assert.equal(sanitizeRichText(html), html);
  });

  it('keeps headings, strike, code, quotes, safe links and http(s) or relative images', () => {
    const html =
      '<h2>Título</h2><p><s>riscado</s> <code>x &lt; y</code></p><pre><code>código</code></pre>' +
      '<blockquote><p>citação</p></blockquote><p><a href="https://exemplo.org/?a=1&amp;b=2">link</a> ' +
      '<a href="mailto:a@b.org">mail</a> <a href="/ajuda">relativo</a></p>' +
      '<p><img src="https://exemplo.org/a.png" alt="a"><img src="/files/b.png"></p>';
    assert.equal(sanitizeRichText(html), html);
  });

  it('strips scripts, event handlers, styles, frames, forms and unsafe URLs', () => {
    const cases: [string, string][] = [
      ['<p>a<script>alert(1)</script>b</p>', '<p>ab</p>'],
      ['<p onclick="x()" style="color:red" class="c" id="i">a</p>', '<p>a</p>'],
      ['<a href="javascript:alert(1)">a</a>', '<a>a</a>'],
      ['<a href="JaVaScRiPt:alert(1)">a</a>', '<a>a</a>'],
      ['<a href="java&#x09;script:alert(1)">a</a>', '<a>a</a>'],
      ['<a href="data:text/html,<script>x</script>">a</a>', '<a>a</a>'],
      ['<a href="vbscript:x">a</a>', '<a>a</a>'],
      ['<img src="javascript:alert(1)">', ''],
      ['<img src="data:image/png;base64,AAAA">', ''],
      ['<img src="//evil.test/a.png">', ''],
      ['<img src="/a.png" onerror="alert(1)">', '<img src="/a.png">'],
      ['<iframe src="https://evil.test"></iframe><object data="x"></object><embed src="x">', ''],
      ['<style>p { color: red }</style><p>a</p>', '<p>a</p>'],
      ['<form action="/x"><input name="a"><button>b</button></form>', 'b'],
      ['<svg><script>alert(1)</script></svg>', ''],
      ['<math><mi>x</mi></math>', 'x'],
      ['<ol type="x" start="-1" reversed><li>a</li></ol>', '<ol><li>a</li></ol>'],
      ['<p>a\u0001b\u001b[2J</p>', '<p>ab[2J</p>'],
      ['a < b', 'a &lt; b'],
    ];
    for (const [input, output] of cases) assert.equal(sanitizeRichText(input), output, input);
  });
});

describe('plain text: control characters', () => {
  it('one line: any ASCII control character; several lines: newlines and tabs allowed', () => {
    for (const text of ['a\u0000', 'a\u0007', 'a\nb', 'a\tb', 'a\rb', 'a\u001b[0m', 'a\u007f'])
      assert.ok(hasControlCharacters(text), JSON.stringify(text));
    for (const text of ['Ana Júlia', 'Escola <b> & cia', 'emoji 😀', 'ção\u00a0x'])
      assert.ok(!hasControlCharacters(text), text);
    for (const text of ['a\nb', 'a\r\nb', 'a\tb']) assert.ok(!hasControlCharacters(text, true), text);
    for (const text of ['a\u0000', 'a\rb', 'a\u001b', 'a\u000b'])
      assert.ok(hasControlCharacters(text, true), JSON.stringify(text));
  });

  it('finds them anywhere inside a JSON value, by pointer', () => {
    assert.deepEqual(
      controlCharacterPointers(
        { a: 'ok', b: { c: 'x\u0000', 'd/e': ['y', 'z\n'] }, n: 1, t: true },
        '/data/attributes',
      ),
      ['/data/attributes/b/c', '/data/attributes/b/d~1e/1'],
    );
  });

  it('claims from outside lose theirs', () =>
    assert.equal(withoutControlCharacters('Ana\u0000 Júlia\n'), 'Ana Júlia'));
});
