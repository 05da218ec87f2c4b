import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test } from '@playwright/test';
import { serverReleasesDir } from '../../servers';

/** Releasing remotes in a browser test: the real `pnpm release` / `pnpm rollback` on this run's RELEASES_DIR. */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

/** The RELEASES_DIR the worker's server serves (servers.ts; scripts/serve.mjs passes it to the API). */
export function releasesDir(): string {
  return serverReleasesDir(test.info().parallelIndex);
}

function script(name: 'release' | 'rollback', args: string[]): string {
  const result = spawnSync(process.execPath, [path.join('scripts', `${name}.mjs`), ...args], {
    cwd: repoRoot,
    env: { ...process.env, RELEASES_DIR: releasesDir() },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`pnpm ${name} ${args.join(' ')}: ${result.stderr}`);
  return result.stdout;
}

/** Publishes the current build of a remote as `version` for one project (no build, no tests: the suite's build). */
export const release = (folder: string, version: string, projectId: number) =>
  script('release', [
    folder,
    '--version',
    version,
    '--project',
    String(projectId),
    '--skip-build',
    '--skip-tests',
  ]);

export const rollback = (folder: string, projectId: number) =>
  script('rollback', [folder, '--project', String(projectId)]);

interface Registry {
  remotes: Record<string, { entry: string; kind?: string }>;
}

/** The registry the API serves for a project now: the published one, else the committed one. */
export function servedRegistry(projectId: number): Registry {
  const published = path.join(releasesDir(), 'projects', `${projectId}.json`);
  const file = existsSync(published)
    ? published
    : path.join(repoRoot, 'deploy', 'projects', `${projectId}.json`);
  return JSON.parse(readFileSync(file, 'utf8')) as Registry;
}

/**
 * Keeps a project's published registry and history as they are now; the returned function puts them back
 * (removing what did not exist), so later specs meet the registry they expect.
 */
export function keepPublished(projectId: number): () => void {
  const files = [
    path.join(releasesDir(), 'projects', `${projectId}.json`),
    path.join(releasesDir(), 'history', `${projectId}.json`),
  ];
  const saved = files.map((file) => (existsSync(file) ? readFileSync(file) : null));
  return () =>
    files.forEach((file, i) => {
      const content = saved[i];
      if (content) writeFileSync(file, content);
      else rmSync(file, { force: true });
    });
}
