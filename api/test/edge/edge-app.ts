import { after, before } from 'node:test';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startApp, type TestContext } from '../helpers/app.js';
import type { TestEngine } from '../helpers/engines.js';
import { edgeFixture, type EdgeFixture } from './fixture.js';

/**
 * The app with the demo data and the edge fixture, for one suite (call inside `describe`): its own file
 * store in a temporary folder, removed afterwards. Read `app.ctx` and `app.fx` inside the tests.
 */
export function edgeApp(engine: TestEngine): { ctx: TestContext; fx: EdgeFixture } {
  const state = {} as { ctx: TestContext; fx: EdgeFixture };
  let filesDir = '';
  before(async () => {
    filesDir = await mkdtemp(path.join(tmpdir(), 'edge-files-'));
    // The job worker and the push sender stay idle: background writes would blur what each call changed.
    state.ctx = await startApp(engine, {
      FILES_DIR: filesDir,
      JOBS_POLL_MS: '3600000',
      PUSH_POLL_MS: '3600000',
    });
    state.fx = await edgeFixture(state.ctx.dbHandle.db, filesDir);
  });
  after(async () => {
    await state.ctx?.close();
    await rm(filesDir, { recursive: true, force: true });
  });
  return state;
}
