/** The `meta` every exam-session reply carries so the client re-syncs its countdown. */
export interface SessionMeta {
  /** Seconds left on the server clock (integer, ≥ 0), or null without a time limit. */
  time_left?: number | null;
  /** When the participation ends (ISO instant on the server clock). */
  ends_at?: string | null;
  /** The server's clock when it answered (ISO instant). */
  server_time?: string | null;
}

/** The session meta of a reply document, when it has one. */
export function sessionMetaOf(doc: unknown): SessionMeta | undefined {
  if (!doc || typeof doc !== 'object') return undefined;
  const meta = (doc as { meta?: unknown }).meta;
  if (!meta || typeof meta !== 'object') return undefined;
  const { time_left, ends_at, server_time } = meta as Record<string, unknown>;
  const out: SessionMeta = {};
  if (typeof time_left === 'number' || time_left === null) out.time_left = time_left;
  if (typeof ends_at === 'string' || ends_at === null) out.ends_at = ends_at;
  if (typeof server_time === 'string') out.server_time = server_time;
  return Object.keys(out).length > 0 ? out : undefined;
}
