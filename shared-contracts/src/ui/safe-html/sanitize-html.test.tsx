import { render } from '@testing-library/react';
import { sanitizedHtml } from './sanitize-html';

const html = (input: string) =>
  render(<div data-testid="out">{sanitizedHtml(input)}</div>).container.innerHTML;

describe('sanitizedHtml', () => {
  it('keeps basic formatting, lists and tables', () => {
    expect(html('<p>Uma <strong>frase</strong> <em>com</em> <u>estilo</u><br>H<sub>2</sub>O</p>')).toBe(
      '<div data-testid="out"><p>Uma <strong>frase</strong> <em>com</em> <u>estilo</u><br>H<sub>2</sub>O</p></div>',
    );
    expect(
      html('<ol start="3"><li>a</li></ol><table><tbody><tr><td colspan="2">x</td></tr></tbody></table>'),
    ).toBe(
      '<div data-testid="out"><ol start="3"><li>a</li></ol><table><tbody><tr><td colspan="2">x</td></tr></tbody></table></div>',
    );
  });

  it('keeps what the answer editor writes: paragraphs in list items, numbering, underline, line breaks', () => {
    const answer =
      '<p><strong>a &lt; b</strong> &amp; <em><u>c</u></em><br>"d"</p>' +
      '<ul><li><p>um</p><ol start="2" type="a"><li><p>dois</p></li></ol></li></ul><p></p>';
    expect(html(answer)).toBe(`<div data-testid="out">${answer}</div>`);
    expect(html('<ol type="disc" start="x"><li>a</li></ol>')).toBe(
      '<div data-testid="out"><ol><li>a</li></ol></div>',
    );
  });

  it('drops scripts, handlers, styles, frames and unsafe URLs', () => {
    const out = html(
      '<p onclick="alert(1)" style="color:red">oi<script>alert(2)</script></p>' +
        '<img src="x" onerror="alert(3)"><img src="javascript:alert(4)">' +
        '<a href="javascript:alert(5)">link</a><iframe src="https://evil"></iframe>' +
        '<svg><script>alert(6)</script></svg><style>p{}</style>',
    );
    expect(out).toBe('<div data-testid="out"><p>oi</p><a>link</a></div>');
    expect(out).not.toMatch(/alert|onerror|onclick|style|iframe|javascript/);
  });

  it('keeps safe images and links (new tab), and the text of unknown tags', () => {
    expect(html('<img src="https://cdn/x.png" alt="Figura"><a href="https://obia.org">site</a>')).toBe(
      '<div data-testid="out"><img alt="Figura" src="https://cdn/x.png"><a href="https://obia.org" target="_blank" rel="noopener noreferrer">site</a></div>',
    );
    expect(html('<font color="red">texto <b>forte</b></font>')).toBe(
      '<div data-testid="out">texto <b>forte</b></div>',
    );
    expect(html('1 &lt; 2 &amp; 3')).toBe('<div data-testid="out">1 &lt; 2 &amp; 3</div>');
  });
});
