import { inflateSync } from 'node:zlib';

/** The text a PDF shows: the hex strings of its (Flate-compressed) content streams, read as WinAnsi. */
export function pdfText(bytes: Buffer): string {
  const raw = bytes.toString('latin1');
  const out: string[] = [];
  for (const m of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(m[1]!, 'latin1')).toString('latin1');
    } catch {
      content = m[1]!;
    }
    for (const t of content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g))
      out.push(Buffer.from(t[1]!, 'hex').toString('latin1'));
  }
  return out.join('\n');
}
