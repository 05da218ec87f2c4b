import { XMLBuilder, XMLParser, XMLValidator } from 'fast-xml-parser';
import { BrokenFile } from './messages.js';

/**
 * XML through fast-xml-parser only (issue 14): no regular expressions over markup. Documents with a
 * DOCTYPE are refused before parsing (neither QTI 3.0 nor Moodle XML uses one), so no entity is ever
 * declared or expanded; only XML's five predefined entities and character references are decoded.
 */

/** A node of fast-xml-parser's ordered tree: `{tag: children, ':@': {'@_attr': value}}` or `{'#text': …}`. */
export type OrderedNode = Record<string, unknown>;

const ATTR = '@_';

/** The parser's own caps on entities stay on too (with no DOCTYPE there is nothing for them to catch). */
const SAFE_ENTITIES = true;

/** A parser failure as a BrokenFile (never a 500). */
function parsed<T>(parse: () => T): T {
  try {
    return parse();
  } catch (err) {
    throw new BrokenFile((err as Error).message);
  }
}

/** Refuses a document that is not well-formed XML or that declares a DOCTYPE (entities). */
export function checkXml(text: string): void {
  // A DOCTYPE is where entities are declared: none of the exchange formats has one.
  if (text.toUpperCase().includes('<!DOCTYPE')) throw new BrokenFile('DOCTYPE declarations are not accepted');
  const valid = XMLValidator.validate(text);
  if (valid !== true) throw new BrokenFile(`${valid.err.msg} (line ${valid.err.line})`);
}

/** Ordered parse (mixed content keeps its order: QTI item bodies), namespace prefixes removed. */
export function parseOrdered(text: string): OrderedNode[] {
  checkXml(text);
  const parser = new XMLParser({
    preserveOrder: true,
    ignoreAttributes: false,
    attributeNamePrefix: ATTR,
    removeNSPrefix: true,
    parseTagValue: false,
    parseAttributeValue: false,
    trimValues: false,
    ignoreDeclaration: true,
    ignorePiTags: true,
    processEntities: SAFE_ENTITIES,
    htmlEntities: false,
  });
  return parsed(() => parser.parse(text) as OrderedNode[]);
}

/** Plain parse (Moodle XML: its HTML is text, often CDATA), with the elements that repeat as arrays. */
export function parsePlain(text: string, arrays: readonly string[]): Record<string, unknown> {
  checkXml(text);
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: ATTR,
    parseTagValue: false,
    parseAttributeValue: false,
    trimValues: true,
    ignoreDeclaration: true,
    ignorePiTags: true,
    processEntities: SAFE_ENTITIES,
    htmlEntities: false,
    isArray: (name) => arrays.includes(name),
  });
  return parsed(() => parser.parse(text) as Record<string, unknown>);
}

/** The tag of an ordered node ('#text' for text). */
export const tagOf = (node: OrderedNode): string => Object.keys(node).find((k) => k !== ':@') ?? '';
export const childrenOf = (node: OrderedNode): OrderedNode[] => {
  const value = node[tagOf(node)];
  return Array.isArray(value) ? (value as OrderedNode[]) : [];
};
export const attrOf = (node: OrderedNode, name: string): string | undefined => {
  const value = (node[':@'] as Record<string, unknown> | undefined)?.[ATTR + name];
  return value === undefined ? undefined : String(value);
};
export const textOfNode = (node: OrderedNode): string => String(node['#text'] ?? '');
export const isText = (node: OrderedNode) => tagOf(node) === '#text';
/** The element children with this tag. */
export const elements = (nodes: OrderedNode[], tag: string) => nodes.filter((n) => tagOf(n) === tag);
/** Every element with this tag below the nodes (depth first). */
export function descendants(nodes: OrderedNode[], match: (tag: string) => boolean): OrderedNode[] {
  const out: OrderedNode[] = [];
  for (const node of nodes) {
    if (isText(node)) continue;
    if (match(tagOf(node))) out.push(node);
    out.push(...descendants(childrenOf(node), match));
  }
  return out;
}
/** All the text below the nodes. */
export const allText = (nodes: OrderedNode[]): string =>
  nodes.map((n) => (isText(n) ? textOfNode(n) : allText(childrenOf(n)))).join('');

/** An element node. */
export function el(tag: string, attrs: Record<string, string | number> = {}, children: OrderedNode[] = []) {
  const node: OrderedNode = { [tag]: children };
  const entries = Object.entries(attrs);
  if (entries.length) node[':@'] = Object.fromEntries(entries.map(([k, v]) => [ATTR + k, String(v)]));
  return node;
}
export const text = (value: string): OrderedNode => ({ '#text': value });

/** Indentation text inside markup (whitespace with a line break): dropped when reading rich text. */
const isIndentation = (node: OrderedNode) => isText(node) && /^\s*\n\s*$/.test(textOfNode(node));

/** Ordered nodes as HTML (void elements without a slash), for the rich-text sanitiser. */
export function nodesToHtml(nodes: OrderedNode[]): string {
  const strip = (list: OrderedNode[]): OrderedNode[] =>
    list
      .filter((n) => !isIndentation(n))
      .map((n) => (isText(n) ? n : { ...n, [tagOf(n)]: strip(childrenOf(n)) }));
  return new XMLBuilder({
    preserveOrder: true,
    ignoreAttributes: false,
    attributeNamePrefix: ATTR,
    suppressEmptyNode: false,
    unpairedTags: ['br', 'hr', 'img'],
    suppressUnpairedNode: true,
    format: false,
  })
    .build(strip(nodes))
    .trim();
}

/** XHTML (the sanitiser's XML-safe output) as ordered nodes, to place inside an XML document. */
export function xhtmlToNodes(xhtml: string): OrderedNode[] {
  const [root] = parseOrdered(`<fragment>${xhtml}</fragment>`);
  return root ? childrenOf(root) : [];
}

/** An ordered tree as an XML document (indented). */
export function buildOrdered(nodes: OrderedNode[]): string {
  const body = new XMLBuilder({
    preserveOrder: true,
    ignoreAttributes: false,
    attributeNamePrefix: ATTR,
    suppressEmptyNode: true,
    format: false,
  }).build(nodes);
  return `<?xml version="1.0" encoding="UTF-8"?>\n${body}\n`;
}

/** A plain object tree as an XML document (indented; `__cdata` members become CDATA sections). */
export function buildPlain(tree: Record<string, unknown>): string {
  const body = new XMLBuilder({
    ignoreAttributes: false,
    attributeNamePrefix: ATTR,
    cdataPropName: '__cdata',
    suppressEmptyNode: true,
    format: true,
  }).build(tree);
  return `<?xml version="1.0" encoding="UTF-8"?>\n${body}`;
}
