import { acceptedFileType, type AcceptedFileType } from '../../shared-rules.js';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff]);
const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const PDF = Buffer.from('%PDF-', 'latin1');

/** Entry names an Office Open XML package must hold, by extension. */
const OFFICE_PARTS: Readonly<Record<string, string>> = { docx: 'word/', pptx: 'ppt/', xlsx: 'xl/' };

export type SniffResult =
  { ok: true; type: AcceptedFileType; text?: string } | { ok: false; reason: 'filesType' | 'filesEmpty' };

const startsWith = (bytes: Buffer, magic: Buffer) => bytes.subarray(0, magic.length).equals(magic);

/** The bytes as UTF-8 text (a BOM dropped), or undefined when they are not text: NUL bytes or bad UTF-8. */
function utf8Text(bytes: Buffer): string | undefined {
  if (bytes.includes(0)) return undefined;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    return undefined;
  }
}

function isNotebook(text: string): boolean {
  try {
    const parsed: unknown = JSON.parse(text);
    return !!parsed && typeof parsed === 'object' && Array.isArray((parsed as { cells?: unknown }).cells);
  } catch {
    return false;
  }
}

/**
 * What a file really is, from its content — the name only says which of the accepted types it claims
 * to be, and the content must agree: %PDF, PNG, JPEG, a ZIP (docx/pptx/xlsx holding their parts), or
 * UTF-8 text without NUL bytes (txt, csv, py, md; ipynb a JSON notebook). Empty files are refused.
 */
export function sniffFile(bytes: Buffer, name: string): SniffResult {
  const type = acceptedFileType(name);
  if (!type) return { ok: false, reason: 'filesType' };
  if (bytes.length === 0) return { ok: false, reason: 'filesEmpty' };
  const accept = { ok: true as const, type };
  switch (type.kind) {
    case 'pdf':
      return startsWith(bytes, PDF) ? accept : { ok: false, reason: 'filesType' };
    case 'png':
      return startsWith(bytes, PNG) ? accept : { ok: false, reason: 'filesType' };
    case 'jpeg':
      return startsWith(bytes, JPEG) ? accept : { ok: false, reason: 'filesType' };
    case 'zip': {
      if (!startsWith(bytes, ZIP)) return { ok: false, reason: 'filesType' };
      const part = OFFICE_PARTS[type.extension];
      if (part === undefined) return accept;
      const names = bytes.toString('latin1');
      return names.includes('[Content_Types].xml') && names.includes(part)
        ? accept
        : { ok: false, reason: 'filesType' };
    }
    case 'text': {
      const text = utf8Text(bytes);
      if (text === undefined) return { ok: false, reason: 'filesType' };
      if (text.trim() === '') return { ok: false, reason: 'filesEmpty' };
      if (type.extension === 'ipynb' && !isNotebook(text)) return { ok: false, reason: 'filesType' };
      return { ...accept, text };
    }
  }
}
