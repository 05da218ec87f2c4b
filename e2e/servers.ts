// The composed servers of a browser run: one per Playwright worker, so the specs run in parallel, each worker
// on data of its own (scripts/serve.mjs starts a server with its own PGlite database, releases folder, mail
// and push stand-ins, and project 47 beside it). Worker N (its parallelIndex) uses server N.
import path from 'node:path';

/**
 * How many workers, and so servers (E2E_WORKERS, default 3). A browser test mostly waits (pages, the API, a
 * timer): on two cores, two workers kept them half busy.
 */
export const SERVER_COUNT = Math.max(1, Number(process.env.E2E_WORKERS ?? 3) || 3);

/** The first server's port (E2E_PORT, default 8090); each next one is 20 further (see serverPorts). */
const BASE_PORT = Number(process.env.E2E_PORT ?? 8090);

/**
 * A server's ports: the app (project 36) on `app`, project 47 on `app + 1`, its stand-ins on `app + 11` to
 * `app + 13` (scripts/stand-ins.mjs).
 */
export function serverPort(index: number): number {
  return BASE_PORT + 20 * index;
}

export const serverURL = (index: number, host = '127.0.0.1') => `http://${host}:${serverPort(index)}`;

/** Project 47's origin on server `index`. */
export const project47URL = (index: number) => `http://127.0.0.1:${serverPort(index) + 1}`;

/** Server `index`'s RELEASES_DIR, inside the run's folder (playwright.config.ts makes it). */
export function serverReleasesDir(index: number): string {
  const dir = process.env.E2E_RELEASES_DIR;
  if (!dir) throw new Error('E2E_RELEASES_DIR is not set (playwright.config.ts sets it)');
  return path.join(dir, String(index));
}
