import sanitizeHtml from 'sanitize-html';

/**
 * Certificate and achievement templates (`.html.erb`, spec 2 §3): HTML with a fixed set of placeholders,
 * never run as code. `<%= name %>` and the other names below are replaced by the holder's values,
 * HTML-escaped; any other ERB tag (`<% … %>`, `<%# … %>`, an unknown name) is an error shown when the
 * template is uploaded. The HTML is sanitised with an allow-list that keeps layout and inline styles but
 * nothing that runs or loads: no scripts, frames, forms, links to stylesheets, remote images or CSS
 * `url(…)`/`@import` (only `data:` images). The renderer also blocks every request (defence in depth).
 */
export const PLACEHOLDERS = [
  'name',
  'edition',
  'achievement',
  'score',
  'date',
  'verification_url',
  'qr_code',
] as const;
export type Placeholder = (typeof PLACEHOLDERS)[number];
export type TemplateValues = Record<Exclude<Placeholder, 'qr_code'>, string> & {
  /** The QR code as a data: URL (image/png or image/svg+xml). */
  qr_code: string;
};

export type TemplatePart = string | { placeholder: Placeholder };

export interface TemplateProblem {
  /** 1-based line of the template. */
  line: number;
  tag: string;
}

export class TemplateError extends Error {
  constructor(readonly problems: TemplateProblem[]) {
    super(`template: ${problems.map((p) => `line ${p.line}: ${p.tag}`).join('; ')}`);
  }
}

/** At most this many bytes of template (a certificate page, with inline images). */
export const MAX_TEMPLATE_BYTES = 2_000_000;

const ERB_TAG = /<%([=#-]?)([\s\S]*?)-?%>/g;
const NAME = /^\s*@?([a-z_]+)\s*$/;

const ALLOWED: sanitizeHtml.IOptions = {
  allowedTags: [
    ...sanitizeHtml.defaults.allowedTags,
    'html',
    'head',
    'body',
    'style',
    'title',
    'meta',
    'img',
    'span',
    'font',
    'center',
    'section',
    'header',
    'footer',
    'svg',
    'path',
    'g',
    'rect',
    'circle',
    'line',
    'polygon',
    'text',
  ],
  allowedAttributes: {
    '*': ['style', 'class', 'id', 'align', 'width', 'height', 'dir', 'lang'],
    img: ['src', 'alt', 'width', 'height', 'style', 'class'],
    meta: ['charset'],
    font: ['color', 'size', 'face'],
    table: ['border', 'cellpadding', 'cellspacing', 'width', 'style', 'class'],
    td: ['colspan', 'rowspan', 'style', 'class', 'width', 'align', 'valign'],
    th: ['colspan', 'rowspan', 'style', 'class', 'width', 'align', 'valign'],
    svg: ['viewBox', 'xmlns', 'width', 'height', 'style', 'class'],
    path: ['d', 'fill', 'stroke', 'stroke-width'],
    g: ['fill', 'stroke', 'transform'],
    rect: ['x', 'y', 'width', 'height', 'fill', 'stroke', 'rx', 'ry'],
    circle: ['cx', 'cy', 'r', 'fill', 'stroke'],
    line: ['x1', 'y1', 'x2', 'y2', 'stroke', 'stroke-width'],
    polygon: ['points', 'fill', 'stroke'],
    text: ['x', 'y', 'fill', 'font-size', 'font-family', 'text-anchor'],
  },
  allowedSchemes: ['data'],
  allowedSchemesByTag: { img: ['data'] },
  allowedSchemesAppliedToAttributes: ['src', 'href'],
  allowVulnerableTags: true, // <style> is allowed; its content is cleaned below (no url(), no @import)
  nonTextTags: ['script', 'textarea', 'option', 'noscript'],
  parser: { lowerCaseAttributeNames: false },
};

/** CSS that loads nothing: `url(…)` other than data: and `@import` removed. */
function inertCss(css: string): string {
  return css
    .replace(/@import[^;]*;?/gi, '')
    .replace(/url\(\s*(['"]?)(?!data:)[^)]*\1\s*\)/gi, 'none')
    .replace(/expression\s*\(/gi, '(');
}

/** The placeholders are swapped for markers the sanitiser keeps as text, then back. */
const marker = (i: number) => `\uE000ph${i}\uE000`;

/**
 * Parses and sanitises a template. Throws TemplateError naming each tag that is not one of the
 * placeholders (with its line), so the uploader sees every problem at once.
 */
export function compileTemplate(source: string): TemplatePart[] {
  const problems: TemplateProblem[] = [];
  const found: Placeholder[] = [];
  const lineOf = (index: number) => source.slice(0, index).split('\n').length;
  const withMarkers = source.replace(ERB_TAG, (whole, kind: string, body: string, index: number) => {
    const name = NAME.exec(body)?.[1];
    if (kind !== '=' || !name || !(PLACEHOLDERS as readonly string[]).includes(name)) {
      problems.push({ line: lineOf(index), tag: whole.length > 60 ? `${whole.slice(0, 57)}...` : whole });
      return '';
    }
    found.push(name as Placeholder);
    return marker(found.length - 1);
  });
  const stray = /<%|%>/.exec(withMarkers);
  if (stray) problems.push({ line: lineOf(stray.index), tag: stray[0] });
  if (problems.length) throw new TemplateError(problems);

  const clean = sanitizeHtml(withMarkers, {
    ...ALLOWED,
    transformTags: {
      '*': (tagName, attribs) => {
        if (attribs.style) attribs.style = inertCss(attribs.style);
        return { tagName, attribs };
      },
    },
  }).replace(
    /(<style[^>]*>)([\s\S]*?)(<\/style>)/gi,
    (_, open: string, css: string, close: string) => open + inertCss(css) + close,
  );
  const parts: TemplatePart[] = [];
  const pattern = /\uE000ph(\d+)\uE000/g;
  let last = 0;
  for (const m of clean.matchAll(pattern)) {
    if (m.index > last) parts.push(clean.slice(last, m.index));
    parts.push({ placeholder: found[Number(m[1])]! });
    last = m.index + m[0].length;
  }
  if (last < clean.length) parts.push(clean.slice(last));
  return parts;
}

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** The certificate's HTML: each placeholder replaced by its value, escaped (the QR code as an image). */
export function renderTemplate(parts: readonly TemplatePart[], values: TemplateValues): string {
  return parts
    .map((part) => {
      if (typeof part === 'string') return part;
      if (part.placeholder === 'qr_code')
        return /^data:image\/(png|svg\+xml);base64,[A-Za-z0-9+/=]+$/.test(values.qr_code)
          ? `<img src="${values.qr_code}" alt="QR code" style="width:120px;height:120px">`
          : '';
      return escapeHtml(values[part.placeholder]);
    })
    .join('');
}
