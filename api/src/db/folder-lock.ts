import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The file, inside a PGlite data folder, that names the process using it. */
export const LOCK_FILE = 'olympiad-api.lock';

interface Holder {
  pid: number;
  host: string;
  /** The kernel's boot id when known: a lock from before a reboot is stale whatever its pid. */
  boot: string | null;
  token: string;
  started_at: string;
}

/** Another process (or this one) already has the data folder open. */
export class DataFolderInUse extends Error {
  constructor(
    readonly folder: string,
    readonly holder: Pick<Holder, 'pid' | 'host'>,
  ) {
    const where = holder.host === os.hostname() ? '' : ` on host ${holder.host}`;
    super(
      `The PGlite data folder ${folder} is in use by another process (pid ${holder.pid}${where}). ` +
        'Two processes on one folder corrupt it: stop that process first, or give this one its own ' +
        'PGLITE_DATA_DIR (or a DATABASE_URL to share one PostgreSQL). If that process no longer exists, ' +
        `remove ${path.join(folder, LOCK_FILE)}.`,
    );
    this.name = 'DataFolderInUse';
  }
}

const bootId = (() => {
  let cached: string | null | undefined;
  return () => {
    if (cached === undefined) {
      try {
        cached = fs.readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim() || null;
      } catch {
        cached = null;
      }
    }
    return cached;
  };
})();

/** Folders this process holds (a second open in the same process is refused too). */
const heldHere = new Set<string>();

function readHolder(file: string): Holder | undefined {
  try {
    const holder = JSON.parse(fs.readFileSync(file, 'utf8')) as Holder;
    return Number.isSafeInteger(holder.pid) && typeof holder.host === 'string' ? holder : undefined;
  } catch {
    return undefined;
  }
}

/** Whether the process that wrote the lock may still run (false only when it surely does not). */
function mayBeAlive(holder: Holder): boolean {
  if (holder.host !== os.hostname()) return true; // a shared volume: nothing to check here
  const boot = bootId();
  if (boot && holder.boot && holder.boot !== boot) return false; // written before a reboot
  // Our own pid: an earlier run of this process id (a restarted container), since this process's own
  // locks are in heldHere.
  if (holder.pid === process.pid) return false;
  try {
    process.kill(holder.pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM'; // alive, someone else's
  }
}

/** Creates the lock from its complete draft; EEXIST when there is one. */
function createLock(draft: string, file: string): void {
  try {
    fs.linkSync(draft, file);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'EOPNOTSUPP') throw err;
    // A file system without hard links: an exclusive create, written at once.
    fs.writeFileSync(file, fs.readFileSync(draft), { flag: 'wx' });
  }
}

/**
 * Moves aside the stale lock whose token was read (none: an unreadable file); a lock that another
 * process took meanwhile is put back.
 */
function removeStale(file: string, token: string | undefined): void {
  const aside = `${file}.stale.${randomBytes(6).toString('hex')}`;
  try {
    fs.renameSync(file, aside);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw err;
  }
  if (readHolder(aside)?.token !== token) {
    try {
      fs.linkSync(aside, file);
    } catch {
      // Someone else holds it now: the next attempt reads theirs.
    }
  }
  fs.rmSync(aside, { force: true });
}

/**
 * Takes the data folder for this process, or throws DataFolderInUse naming the folder and the other
 * pid. The lock file is complete when it appears (written aside, then hard-linked into place, which
 * fails when one exists); a lock left by a process that died (same host, pid gone, or another boot) is
 * replaced. Returns the release, which removes the file if it is still ours.
 */
export function lockDataFolder(folder: string): () => void {
  const dir = path.resolve(folder);
  const file = path.join(dir, LOCK_FILE);
  if (heldHere.has(dir)) throw new DataFolderInUse(dir, { pid: process.pid, host: os.hostname() });
  const holder: Holder = {
    pid: process.pid,
    host: os.hostname(),
    boot: bootId(),
    token: randomBytes(12).toString('hex'),
    started_at: new Date().toISOString(),
  };
  const draft = `${file}.${holder.token}`;
  fs.writeFileSync(draft, `${JSON.stringify(holder)}\n`, { mode: 0o644 });
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        createLock(draft, file);
        break;
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'EEXIST' || attempt >= 5) throw err;
      }
      const other = readHolder(file);
      if (other && mayBeAlive(other)) throw new DataFolderInUse(dir, other);
      removeStale(file, other?.token);
    }
  } finally {
    fs.rmSync(draft, { force: true });
  }
  heldHere.add(dir);
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    heldHere.delete(dir);
    process.removeListener('exit', release);
    if (readHolder(file)?.token === holder.token) fs.rmSync(file, { force: true });
  };
  // A normal exit without close() leaves no lock behind; a crash leaves one that the next start sees
  // as stale.
  process.once('exit', release);
  return release;
}
