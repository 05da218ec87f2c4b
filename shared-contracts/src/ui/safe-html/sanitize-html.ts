import { createElement, Fragment, type ReactNode } from 'react';

/** Basic formatting tags a statement may use; any other tag is dropped but its text kept. */
const ALLOWED_TAGS = new Set([
  'p',
  'br',
  'b',
  'strong',
  'i',
  'em',
  'u',
  's',
  'sub',
  'sup',
  'span',
  'div',
  'blockquote',
  'pre',
  'code',
  'ul',
  'ol',
  'li',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'img',
  'a',
]);

/** Tags dropped with everything inside them. */
const DROPPED_WITH_CONTENT = new Set([
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'noscript',
  'template',
  'svg',
  'math',
  'form',
  'input',
  'button',
  'select',
  'textarea',
  'link',
  'meta',
  'base',
  'frame',
  'frameset',
  'title',
  'head',
]);

const VOID_TAGS = new Set(['br', 'hr', 'img']);

const SAFE_LINK = /^(https?:|mailto:)/i;
const SAFE_IMAGE = /^(https?:|data:image\/(png|jpe?g|gif|webp);base64,)/i;
const RELATIVE = /^\/(?!\/)/;

/** The attributes kept for a tag (no handlers, no styles, only safe URLs). */
function attributesOf(element: Element, key: string): Record<string, string> | null {
  const tag = element.tagName.toLowerCase();
  const props: Record<string, string> = { key };
  if (tag === 'a') {
    const href = element.getAttribute('href')?.trim() ?? '';
    if (SAFE_LINK.test(href) || RELATIVE.test(href)) {
      props.href = href;
      props.target = '_blank';
      props.rel = 'noopener noreferrer';
    }
  } else if (tag === 'img') {
    const src = element.getAttribute('src')?.trim() ?? '';
    if (!SAFE_IMAGE.test(src) && !RELATIVE.test(src)) return null;
    props.src = src;
    props.alt = element.getAttribute('alt') ?? '';
  } else if (tag === 'td' || tag === 'th') {
    for (const name of ['colspan', 'rowspan'] as const) {
      const value = element.getAttribute(name);
      if (value && /^\d{1,3}$/.test(value)) props[name === 'colspan' ? 'colSpan' : 'rowSpan'] = value;
    }
  } else if (tag === 'ol') {
    const start = element.getAttribute('start');
    if (start && /^\d{1,5}$/.test(start)) props.start = start;
    // The numbering style of a list (the answer editor keeps it from pasted lists).
    const type = element.getAttribute('type');
    if (type && /^[1aAiI]$/.test(type)) props.type = type;
  }
  return props;
}

function toNodes(nodes: NodeListOf<ChildNode> | ChildNode[], prefix: string): ReactNode[] {
  const out: ReactNode[] = [];
  Array.from(nodes).forEach((node, i) => {
    const key = `${prefix}.${i}`;
    if (node.nodeType === Node.TEXT_NODE) {
      out.push(node.textContent);
      return;
    }
    if (node.nodeType !== Node.ELEMENT_NODE) return;
    const element = node as Element;
    const tag = element.tagName.toLowerCase();
    if (DROPPED_WITH_CONTENT.has(tag)) return;
    if (!ALLOWED_TAGS.has(tag)) {
      out.push(createElement(Fragment, { key }, ...toNodes(element.childNodes, key)));
      return;
    }
    const props = attributesOf(element, key);
    if (!props) return;
    if (VOID_TAGS.has(tag)) out.push(createElement(tag, props));
    else out.push(createElement(tag, props, ...toNodes(element.childNodes, key)));
  });
  return out;
}

/**
 * HTML from the server (statements, descriptions, answers) as React elements, keeping only basic
 * formatting: scripts, handlers, styles, frames and unsafe URLs never reach the page, and nothing is
 * set through innerHTML. Parsing with DOMParser runs no script.
 */
export function sanitizedHtml(html: string | null | undefined): ReactNode[] {
  if (!html) return [];
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return toNodes(doc.body.childNodes, 'h');
}
