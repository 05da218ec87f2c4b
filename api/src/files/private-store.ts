import { createHash, randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';

/** Extensions a private file may be stored with (the participation files' accepted types). */
export const PRIVATE_EXTENSIONS = [
  'pdf',
  'png',
  'jpg',
  'jpeg',
  'zip',
  'docx',
  'pptx',
  'xlsx',
  'txt',
  'csv',
  'py',
  'ipynb',
  'md',
] as const;

/** Keys are content hashes: sha256 (hex) + extension, so the same bytes are stored once. */
export const PRIVATE_KEY_RE = new RegExp(`^[0-9a-f]{64}\\.(${PRIVATE_EXTENSIONS.join('|')})$`);

export function privateContentKey(bytes: Buffer, extension: string): string {
  return `${createHash('sha256').update(bytes).digest('hex')}.${extension}`;
}

/** The folder of private files: `<FILES_DIR>/private`, which the public GET /files/<key> never reaches. */
export const privateFilesDir = (filesDir: string) => path.join(filesDir, 'private');

/**
 * Files only the API hands out, after checking who asks (participation files of project phases). Lives
 * beside the public store's folder but under its own subfolder; there is no public URL.
 */
export class PrivateFileStore {
  constructor(readonly dir: string) {}

  pathOf(key: string): string {
    if (!PRIVATE_KEY_RE.test(key)) throw new Error(`invalid private file key: ${key}`);
    return path.join(this.dir, key);
  }

  async put(key: string, bytes: Buffer): Promise<void> {
    const target = this.pathOf(key);
    const exists = await fs.stat(target).then(
      () => true,
      () => false,
    );
    if (exists) return;
    await fs.mkdir(this.dir, { recursive: true });
    // Write then rename: readers never see a partial file, concurrent writers of the same key agree.
    const tmp = `${target}.${randomBytes(6).toString('hex')}.tmp`;
    await fs.writeFile(tmp, bytes, { mode: 0o600 });
    await fs.rename(tmp, target);
  }

  /** A fresh path in the store's folder for a file being written (see putFile). */
  async stagingPath(): Promise<string> {
    await fs.mkdir(this.dir, { recursive: true });
    return path.join(this.dir, `staging-${randomBytes(8).toString('hex')}.tmp`);
  }

  /**
   * Stores a file written at `staging` (a stagingPath) under its content key, without holding it in
   * memory: hashed as a stream, then renamed into place (removed when the same bytes are already there).
   */
  async putFile(staging: string, extension: string): Promise<{ key: string; size: number }> {
    const hash = createHash('sha256');
    let size = 0;
    for await (const chunk of createReadStream(staging)) {
      hash.update(chunk as Buffer);
      size += (chunk as Buffer).length;
    }
    const key = `${hash.digest('hex')}.${extension}`;
    const target = this.pathOf(key);
    await fs.chmod(staging, 0o600);
    await fs.rename(staging, target);
    return { key, size };
  }

  /** The file's bytes, or undefined when absent. */
  async read(key: string): Promise<Buffer | undefined> {
    if (!PRIVATE_KEY_RE.test(key)) return undefined;
    try {
      return await fs.readFile(this.pathOf(key));
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw err;
    }
  }

  /** Removes the file (nothing when absent). Callers make sure no record still names the key. */
  async remove(key: string): Promise<void> {
    if (!PRIVATE_KEY_RE.test(key)) return;
    await fs.rm(this.pathOf(key), { force: true });
  }
}
