import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { openPglite, type DbHandle } from '../src/db/connect.js';
import { DataFolderInUse, LOCK_FILE } from '../src/db/folder-lock.js';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const folders: string[] = [];
const newFolder = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pglite-lock-'));
  folders.push(dir);
  return dir;
};
const answers = async (handle: DbHandle) =>
  (await sql<{ one: number }>`select 1 as one`.execute(handle.db)).rows[0]?.one === 1;
const inUseBy = (dir: string, pid: number) => (err: unknown) => {
  assert.ok(err instanceof DataFolderInUse, String(err));
  assert.ok(err.message.includes(dir), err.message);
  assert.ok(err.message.includes(`pid ${pid}`), err.message);
  return true;
};

describe('one PGlite data folder, one process', () => {
  after(() => {
    for (const dir of folders) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('a second open of the folder is refused, naming the folder and the pid; after close it opens again', async () => {
    const dir = newFolder();
    const first = await openPglite(dir);
    try {
      await assert.rejects(openPglite(dir), inUseBy(dir, process.pid));
      await assert.rejects(openPglite(path.join(dir, '.')), inUseBy(dir, process.pid));
      assert.ok(await answers(first), 'the first stays usable');
    } finally {
      await first.close();
    }
    assert.ok(!fs.existsSync(path.join(dir, LOCK_FILE)), 'close releases the folder');
    const again = await openPglite(dir);
    assert.ok(await answers(again));
    await again.close();
  });

  it('another process holding the folder: refused with its pid; killed (-9), its lock is stale and taken over', async () => {
    const dir = newFolder();
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        '--input-type=module',
        '-e',
        "const { openPglite } = await import('./src/db/connect.ts');" +
          'await openPglite(process.env.LOCK_DIR);' +
          "console.log('ready');" +
          'setInterval(() => {}, 60_000);',
      ],
      { cwd: apiDir, env: { ...process.env, LOCK_DIR: dir }, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    try {
      let output = '';
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      await new Promise<void>((resolve, reject) => {
        child.stdout.on('data', (chunk: Buffer) => {
          if (chunk.toString().includes('ready')) resolve();
        });
        child.once('exit', (code) => reject(new Error(`child exited (${code}): ${output}`)));
      });
      await assert.rejects(openPglite(dir), inUseBy(dir, child.pid!));
    } finally {
      child.kill('SIGKILL');
      if (child.exitCode === null && child.signalCode === null) await once(child, 'exit');
    }
    assert.ok(fs.existsSync(path.join(dir, LOCK_FILE)), 'a killed process leaves its lock');
    const taken = await openPglite(dir);
    assert.ok(await answers(taken));
    await taken.close();
  });
});
