import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Where exports are saved (the edition detail's "Gerenciar dados": certificates and edition data): named
 * objects, written whole, a later put of the same key replacing the earlier one. The local files folder
 * by default, an S3-compatible bucket when one is configured (files/s3-object-store.ts).
 */
export interface ObjectStore {
  /** Stores the bytes under the key (`editions/12/certificates/ABC.pdf`), replacing what was there. */
  put(key: string, body: Buffer | string, contentType: string): Promise<void>;
  /** Where a key ends up, for the job's result and the logs (a path, or s3://bucket/prefix/key). */
  locationOf(key: string): string;
}

/** Object keys: slash-separated segments of letters, digits, '.', '_' and '-', none of them '.' or '..'. */
const SEGMENT_RE = /^[A-Za-z0-9._-]{1,200}$/;

export function assertObjectKey(key: string): void {
  const segments = key.split('/');
  if (!key || key.length > 900 || segments.some((s) => !SEGMENT_RE.test(s) || s === '.' || s === '..'))
    throw new Error(`invalid object key: ${key}`);
}

/** The local folder exports are saved to when no bucket is configured: `<FILES_DIR>/exports`. */
export const exportsDir = (filesDir: string) => path.join(filesDir, 'exports');

/** A folder on this machine (never served over HTTP: the public GET /files/<key> only reads hashed keys). */
export class LocalObjectStore implements ObjectStore {
  constructor(
    readonly dir: string,
    /** How locations are shown (the job's result, which staff read): not the server's own path. */
    readonly label = dir,
  ) {}

  pathOf(key: string): string {
    assertObjectKey(key);
    return path.join(this.dir, ...key.split('/'));
  }

  locationOf(key: string): string {
    assertObjectKey(key);
    return `${this.label}/${key}`;
  }

  async put(key: string, body: Buffer | string, _contentType: string): Promise<void> {
    const target = this.pathOf(key);
    await fs.mkdir(path.dirname(target), { recursive: true });
    // Write then rename: a reader never sees half a file, and the last complete put wins.
    const tmp = `${target}.${randomBytes(6).toString('hex')}.tmp`;
    await fs.writeFile(tmp, body, { mode: 0o600 });
    await fs.rename(tmp, target);
  }

  /** The object's bytes, or undefined when absent. */
  async read(key: string): Promise<Buffer | undefined> {
    try {
      return await fs.readFile(this.pathOf(key));
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw err;
    }
  }
}
