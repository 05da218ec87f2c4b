// A build folder as a whole: its content hash (names a version) and an all-or-nothing copy.
import { createHash } from 'node:crypto';
import { cpSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';

/** Every file under dir, as sorted paths relative to it ('/'-separated). */
export function filesOf(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath ?? entry.path, entry.name)))
    .map((file) => file.split(path.sep).join('/'))
    .sort();
}

/** SHA-256 over every file's path and bytes: equal for two folders exactly when their contents are. */
export function treeHash(dir) {
  const hash = createHash('sha256');
  for (const file of filesOf(dir)) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(path.join(dir, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/** Copies from into a temporary sibling of to, then renames it into place: to appears complete or not at all. */
export function copyTreeAtomic(from, to) {
  const temp = `${to}.${process.pid}.tmp`;
  rmSync(temp, { recursive: true, force: true });
  cpSync(from, temp, { recursive: true });
  renameSync(temp, to);
}
