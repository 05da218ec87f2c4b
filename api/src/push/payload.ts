/**
 * What a push carries, as the shell's service worker reads it (JSON, UTF-8):
 * { id, title, body, url, tag, edition_id, created_at } — id: the inbox item (user_notifications) id;
 * title: the edition's description (or a generic title); body: the message as plain text; url: the
 * page to open on a click, a path of the product's origin; tag: one per item (a repeated push replaces
 * its notification instead of adding another); created_at: ISO instant.
 */
export interface PushPayload {
  id: string;
  title: string;
  body: string;
  url: string;
  tag: string;
  edition_id: string;
  created_at: string;
}

/** Shown when the edition has no description. */
export const GENERIC_PUSH_TITLE = 'Nova mensagem da Olimpíada';
/** The students' area, where the header's bell opens the inbox. */
export const PUSH_OPEN_PATH = '/edicoes/ativas';
/** Web Push carries at most 4 KB encrypted; the JSON stays well under it. */
const MAX_PAYLOAD_BYTES = 3000;

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  '#39': "'",
  nbsp: ' ',
};

/** A message that may be sanitised rich text, as the plain text a notification tray shows. */
export function plainText(message: string): string {
  if (!/[<&]/.test(message)) return message.trim();
  return message
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|li|h[1-6])>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|apos|#39|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

export interface PushItem {
  id: number;
  created_at: Date;
  message: string;
  edition_id: number;
  edition_description: string | null;
}

/** The JSON pushed for one inbox item; a long message is cut (with an ellipsis) to fit a push. */
export function pushPayload(item: PushItem): string {
  const base: PushPayload = {
    id: String(item.id),
    title: item.edition_description?.trim() || GENERIC_PUSH_TITLE,
    body: plainText(item.message),
    url: `${PUSH_OPEN_PATH}?notificacao=${item.id}`,
    tag: `notification-${item.id}`,
    edition_id: String(item.edition_id),
    created_at: new Date(item.created_at).toISOString(),
  };
  let json = JSON.stringify(base);
  let chars = [...base.body];
  while (Buffer.byteLength(json) > MAX_PAYLOAD_BYTES && chars.length > 0) {
    const over = Buffer.byteLength(json) - MAX_PAYLOAD_BYTES;
    chars = chars.slice(0, Math.max(0, chars.length - Math.max(1, Math.ceil(over / 4)) - 1));
    json = JSON.stringify({ ...base, body: `${chars.join('')}…` });
  }
  return json;
}
