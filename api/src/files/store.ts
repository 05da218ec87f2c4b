import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/** Where uploaded files live. `put` stores the bytes under `key` and answers the file's public URL. */
export interface FileStore {
  put(key: string, bytes: Buffer, contentType: string): Promise<string>;
}

export const CONTENT_TYPES: Readonly<Record<string, string>> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
};

/** Keys are content hashes: sha256 (hex) + extension, so the same bytes are stored once. */
export const KEY_RE = /^[0-9a-f]{64}\.(png|jpg|gif|webp)$/;

export function contentKey(bytes: Buffer, extension: string): string {
  return `${createHash('sha256').update(bytes).digest('hex')}.${extension}`;
}

export function contentTypeOfKey(key: string): string {
  return CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
}

/** A local folder; the API serves it at GET /files/<key> (see files/routes.ts). */
export class LocalFileStore implements FileStore {
  constructor(
    readonly dir: string,
    /** Public base URL, without the trailing slash. */
    readonly publicUrl: string,
  ) {}

  pathOf(key: string): string {
    if (!KEY_RE.test(key)) throw new Error(`invalid file key: ${key}`);
    return path.join(this.dir, key);
  }

  async put(key: string, bytes: Buffer, _contentType: string): Promise<string> {
    const target = this.pathOf(key);
    const exists = await fs.stat(target).then(
      () => true,
      () => false,
    );
    if (!exists) {
      await fs.mkdir(this.dir, { recursive: true });
      // Write then rename: readers never see a partial file, concurrent writers of the same key agree.
      const tmp = `${target}.${randomBytes(6).toString('hex')}.tmp`;
      await fs.writeFile(tmp, bytes);
      await fs.rename(tmp, target);
    }
    return `${this.publicUrl}/${key}`;
  }

  /** The file's bytes, or undefined when absent. */
  async read(key: string): Promise<Buffer | undefined> {
    if (!KEY_RE.test(key)) return undefined;
    try {
      return await fs.readFile(this.pathOf(key));
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw err;
    }
  }
}
