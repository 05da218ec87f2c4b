/* eslint-disable no-control-regex -- finding control characters is what this module is for */
import sanitizeHtml from 'sanitize-html';
import { ApiError, errorObject, type JsonApiErrorObject } from '../jsonapi/errors.js';
import type { Locale } from '../shared-rules.js';

/**
 * Free text as the API stores it. Rich text (HTML from the answer editor) is sanitised with an
 * allow-list before it is stored; plain text (names, messages) is stored as sent, as text, and a
 * control character in it is refused with a 422. The React apps escape what they show; this keeps
 * what is stored safe for anything else that reads it (mail, PDF, exports, a future admin screen).
 */

/**
 * What the answer editor (mfe-exam-taking's rich-text extensions: StarterKit with paragraphs, hard
 * breaks, bold, italic, underline and lists) produces, and what a statement may also use: headings,
 * strike, code, quotes, rules, sub/superscript, links (http, https, mailto, relative) and images
 * (http, https or relative src). No scripts, styles, event handlers, frames, forms or other URL schemes.
 */
const RICH_TEXT: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'strike',
    'del',
    'sub',
    'sup',
    'code',
    'pre',
    'blockquote',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'hr',
    'ul',
    'ol',
    'li',
    'a',
    'img',
  ],
  allowedAttributes: {
    a: ['href', 'title', { name: 'target', multiple: false, values: ['_blank'] }, 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    // The numbering of a list (the editor keeps it from pasted lists).
    ol: ['start', 'type'],
  },
  transformTags: {
    ol: (tagName, attribs) => ({
      tagName,
      attribs: Object.fromEntries(
        Object.entries(attribs).filter(([name, value]) =>
          name === 'start' ? /^\d{1,5}$/.test(value) : name === 'type' ? /^[1aAiI]$/.test(value) : false,
        ),
      ),
    }),
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  // Dropped with what is inside them (any other tag not allowed is dropped, its text kept).
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'template', 'title', 'iframe'],
  // An image whose src was refused is nothing.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

/** Characters that need a look at the markup: without them the text is stored as it is. */
const MARKUP = /[<>&\u00a0]/;
/** C0 controls other than tab, newline and carriage return, and DEL: no editor produces them. */
const STRAY_CONTROLS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

/**
 * Rich text as it may be stored: the allow-list above, written as the editor writes HTML (`<br>`, not
 * `<br />`; a no-break space as `&nbsp;`), so the editor's own HTML comes back unchanged. Plain text
 * without markup characters is returned as is (the cheap path for most answers).
 */
export function sanitizeRichText(html: string): string {
  const text = html.replace(STRAY_CONTROLS, '');
  if (!MARKUP.test(text)) return text;
  // Attribute values and text are escaped by the sanitiser, so ' />' can only end a void tag.
  return sanitizeHtml(text, RICH_TEXT).replaceAll(' />', '>').replaceAll('\u00a0', '&nbsp;');
}

/**
 * Rich text as XHTML, for XML exports (QTI 3.0 item bodies): the same allow-list, written as the
 * sanitiser writes it (void elements closed as `<br />`, text escaped with XML's own entities only).
 */
export function richTextAsXhtml(html: string): string {
  return sanitizeHtml(html.replace(STRAY_CONTROLS, ''), RICH_TEXT);
}

/** ASCII control characters (U+0000–U+001F, U+007F). */
const CONTROL = /[\u0000-\u001f\u007f]/;
/** The same, but newline, tab and a carriage return before a newline are allowed (multi-line text). */
const CONTROL_IN_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]|\r(?!\n)/;

/** Whether a plain text holds a control character (a multi-line one may hold newlines and tabs). */
export const hasControlCharacters = (text: string, multiline = false): boolean =>
  (multiline ? CONTROL_IN_LINES : CONTROL).test(text);

/** A text from outside (an identity provider's claim) without its control characters. */
export const withoutControlCharacters = (text: string): string => text.replace(/[\u0000-\u001f\u007f]/g, '');

const CONTROL_CODE = 'validation.controlCharacters';
const CONTROL_TEXT: Record<Locale, { line: string; lines: string }> = {
  'pt-BR': {
    line: 'Este campo não pode conter caracteres de controle (como quebras de linha ou tabulações).',
    lines: 'Este campo não pode conter caracteres de controle (só quebras de linha e tabulações).',
  },
  es: {
    line: 'Este campo no puede contener caracteres de control (como saltos de línea o tabulaciones).',
    lines: 'Este campo no puede contener caracteres de control (solo saltos de línea y tabulaciones).',
  },
  'pt-PT': {
    line: 'Este campo não pode conter caracteres de controlo (como quebras de linha ou tabulações).',
    lines: 'Este campo não pode conter caracteres de controlo (só quebras de linha e tabulações).',
  },
};

/** The 422 error of a plain-text field that holds a control character, in the request's language. */
export const controlCharacterError = (
  locale: Locale,
  pointer: string,
  multiline = false,
): JsonApiErrorObject =>
  errorObject(
    422,
    multiline ? CONTROL_TEXT[locale].lines : CONTROL_TEXT[locale].line,
    { pointer },
    CONTROL_CODE,
  );

/** How each plain-text attribute may be written: one line, or several (newlines and tabs allowed). */
export type PlainTextFields = Record<string, 'line' | 'lines'>;

/**
 * Checks the plain-text attributes of a request (those sent as strings: a wrong type is the schema's to
 * report): a 422 naming every attribute that holds a control character, before anything is stored.
 */
export function checkPlainText(
  attributes: Record<string, unknown>,
  fields: PlainTextFields,
  locale: Locale,
  pointerOf: (field: string) => string = (field) => `/data/attributes/${field}`,
): void {
  const errors: JsonApiErrorObject[] = [];
  for (const [field, kind] of Object.entries(fields)) {
    const value = attributes[field];
    if (typeof value === 'string' && hasControlCharacters(value, kind === 'lines'))
      errors.push(controlCharacterError(locale, pointerOf(field), kind === 'lines'));
  }
  if (errors.length) throw new ApiError(422, errors);
}

/**
 * The same for every string inside a JSON value (an additional_data object): the pointer of each string
 * that holds a control character, one line each.
 */
export function controlCharacterPointers(value: unknown, pointer: string, out: string[] = []): string[] {
  if (typeof value === 'string') {
    if (hasControlCharacters(value)) out.push(pointer);
  } else if (Array.isArray(value)) {
    value.forEach((item, i) => controlCharacterPointers(item, `${pointer}/${i}`, out));
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value))
      controlCharacterPointers(item, `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`, out);
  }
  return out;
}
