import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { compileTemplate, renderTemplate, TemplateError } from '../src/features/certificates/template.js';

const values = {
  name: 'Ana <b>Souza</b> & "filhos"',
  edition: '2026 - OBIA',
  achievement: 'Ouro',
  score: '9,5',
  date: '25/11/2026',
  verification_url: 'https://olimpiada.dev/certificados/ABC123',
  qr_code: 'data:image/png;base64,iVBORw0KGgo=',
};

describe('certificate templates (.html.erb)', () => {
  it('replaces the placeholders with the values, HTML-escaped', () => {
    const html = renderTemplate(
      compileTemplate(
        '<h1>Certificado</h1><p><%= name %> obteve <%= @achievement %> (<%= score %>) em <%= edition %>, <%=date%>.</p><p><%= verification_url %></p><%= qr_code %>',
      ),
      values,
    );
    assert.ok(
      html.includes(
        'Ana &lt;b&gt;Souza&lt;/b&gt; &amp; &quot;filhos&quot; obteve Ouro (9,5) em 2026 - OBIA, 25/11/2026.',
      ),
    );
    assert.ok(html.includes('https://olimpiada.dev/certificados/ABC123'));
    assert.ok(html.includes('<img src="data:image/png;base64,iVBORw0KGgo=" alt="QR code"'));
  });

  it('refuses code and unknown tags, naming each with its line', () => {
    const source =
      'ok <%= name %>\n<% User.destroy_all %>\n<%= system("rm -rf /") %>\n<%# comment %> <%= email %>';
    assert.throws(
      () => compileTemplate(source),
      (error: unknown) => {
        assert.ok(error instanceof TemplateError);
        assert.deepEqual(
          error.problems.map((p) => p.line),
          [2, 3, 4, 4],
        );
        assert.ok(error.problems.some((p) => p.tag.includes('destroy_all')));
        return true;
      },
    );
    assert.throws(() => compileTemplate('<p>unterminated <%= name </p>'), TemplateError);
  });

  it('keeps layout and styles but nothing that runs or loads', () => {
    const html = renderTemplate(
      compileTemplate(`<html><head><style>@import url(http://evil/x.css); body { background: url('https://evil/bg.png'); color: #123 } .a { background: url(data:image/png;base64,AAA=) }</style>
        <link rel="stylesheet" href="http://evil/s.css"><script>alert(1)</script></head>
        <body onload="steal()"><div style="background-image:url(http://evil/t.png); width: 100%"><img src="http://evil/track.gif"><img src="data:image/png;base64,AAA="><iframe src="http://evil"></iframe><a href="javascript:alert(1)">x</a><%= name %></div></body></html>`),
      values,
    );
    for (const bad of ['evil', 'script', 'alert', 'onload', 'iframe', 'javascript', '@import', '<link'])
      assert.ok(!html.includes(bad), `${bad} removed: ${html}`);
    assert.ok(html.includes('color: #123'));
    assert.ok(html.includes('url(data:image/png;base64,AAA=)'));
    assert.ok(
      html.includes('<img src="data:image/png;base64,AAA=" />') ||
        html.includes('<img src="data:image/png;base64,AAA=">'),
    );
    assert.ok(html.includes('width: 100%') || html.includes('width:100%'));
  });

  it('never puts anything but a data: image where the QR code goes', () => {
    const parts = compileTemplate('<%= qr_code %>');
    assert.equal(renderTemplate(parts, { ...values, qr_code: 'javascript:alert(1)' }), '');
    assert.equal(renderTemplate(parts, { ...values, qr_code: 'data:image/png;base64,AA"onerror="x' }), '');
  });
});
