import sanitizeHtml from 'sanitize-html';
import { sanitizeRichText } from '../../http/text-input.js';
import {
  questionRuleErrors,
  richTextIsBlank,
  type ImportPreview,
  type ImportSkippedItem,
  type Locale,
} from '../../shared-rules.js';
import { IMAGE_LIMITS, sniffImage, type ImageKind } from '../uploads/image-type.js';
import type { ExchangeQuestion, ParsedFile, ParsedItem } from './exchange-question.js';
import { skipReason } from './messages.js';

/** Where an embedded image will be served from: computed for a preview, stored for an import. */
export type ImageUrl = (bytes: Buffer, kind: ImageKind) => Promise<string>;

/** A question ready to be stored: sanitised, and passing the question rules. */
export interface ImportReady {
  source: string;
  question: ExchangeQuestion;
}

/**
 * Every `<img src>` of the HTML that names an embedded image, pointed at where the image is served.
 * The image follows the editor's upload rules (png, jpeg or gif by content, 200 KB / 1 MB); an image
 * that breaks them, or that the file does not hold, keeps its src and is dropped by the sanitiser.
 */
async function withImages(html: string, assets: ParsedItem['assets'], imageUrl: ImageUrl): Promise<string> {
  if (!assets.size || !html.includes('<img')) return html;
  const rewrite = (map: (src: string) => string) =>
    sanitizeHtml(html, {
      allowedTags: false,
      allowedAttributes: false,
      allowVulnerableTags: true,
      transformTags: {
        img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, src: map(attribs.src ?? '') } }),
      },
    });
  const sources = new Set<string>();
  rewrite((src) => (sources.add(src), src));
  const urls = new Map<string, string>();
  for (const src of sources) {
    const raw = assets.get(src);
    if (!raw) continue;
    const bytes = Buffer.from(raw);
    const kind = sniffImage(bytes);
    if (!kind || bytes.length > IMAGE_LIMITS[kind]) continue;
    urls.set(src, await imageUrl(bytes, kind));
  }
  return urls.size ? rewrite((src) => urls.get(src) ?? src) : html;
}

/** The file's items as they will be stored, and every item that cannot be, with the reason. */
export async function prepareImport(
  parsed: ParsedFile,
  locale: Locale,
  imageUrl: ImageUrl,
): Promise<{ preview: ImportPreview; ready: ImportReady[] }> {
  const ready: ImportReady[] = [];
  const skipped: ImportSkippedItem[] = parsed.skipped.map((s) => ({
    source: s.source,
    reason: skipReason(s.key, locale, s.values),
  }));
  for (const item of parsed.items) {
    const clean = async (html: string) => sanitizeRichText(await withImages(html, item.assets, imageUrl));
    const q = item.question;
    const comment = q.comment === null ? null : await clean(q.comment);
    const question: ExchangeQuestion = {
      ...q,
      statement: await clean(q.statement),
      alternatives: await Promise.all(
        q.alternatives.map(async (a) => ({ description: await clean(a.description), correct: a.correct })),
      ),
      comment: richTextIsBlank(comment) ? null : comment,
      character_limit: q.kind === 'open_ended' ? q.character_limit : null,
    };
    const errors = questionRuleErrors(question);
    if (errors.length) {
      skipped.push({
        source: item.source,
        reason: errors
          .map((e) => skipReason(e.rule, locale, { index: Number(e.path.split('.')[1] ?? 0) + 1 }))
          .join('; '),
      });
      continue;
    }
    ready.push({ source: item.source, question });
  }
  return {
    ready,
    preview: {
      format: parsed.format,
      items: ready.map(({ source, question }) => ({
        kind: question.kind,
        statement: question.statement,
        alternatives: question.alternatives,
        source,
      })),
      skipped,
    },
  };
}
