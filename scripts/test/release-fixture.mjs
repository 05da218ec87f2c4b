// A throw-away repository for the release tests: two remote packages with a build in dist/, the
// committed registries of three projects, and an empty RELEASES_DIR.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { main } from '../releases/cli.mjs';

const registry = (projectId, remotes) => ({
  projectId,
  name: `Project ${projectId}`,
  remotes: Object.fromEntries(
    Object.entries(remotes).map(([key, folder]) => [
      key,
      { entry: `/remotes/${folder}/mf-manifest.json`, kind: key.startsWith('parcel') ? 'parcel' : 'module' },
    ]),
  ),
});

export function writeBuild(root, folder, marker) {
  const dist = path.join(root, folder, 'dist');
  mkdirSync(path.join(dist, 'assets'), { recursive: true });
  writeFileSync(path.join(dist, 'mf-manifest.json'), JSON.stringify({ name: folder, marker }));
  writeFileSync(path.join(dist, 'remoteEntry.js'), `/* ${folder} ${marker} */`);
  writeFileSync(path.join(dist, 'remoteEntry.js.br'), Buffer.from([1, 2, 3]));
  writeFileSync(path.join(dist, 'assets', 'logo.svg'), '<svg/>');
}

/** options.run replaces the command runner (which by default records the commands). */
export function makeRepo(options = {}) {
  const root = mkdtempSync(path.join(tmpdir(), 'h2-release-test-'));
  for (const folder of ['mfe-alpha', 'mfe-beta']) {
    mkdirSync(path.join(root, folder));
    writeFileSync(
      path.join(root, folder, 'package.json'),
      JSON.stringify({ name: folder, version: '0.3.1' }),
    );
    writeBuild(root, folder, 'one');
  }
  mkdirSync(path.join(root, 'deploy', 'projects'), { recursive: true });
  const projects = {
    36: registry(36, { mfe_alpha: 'mfe-alpha', mfe_beta: 'mfe-beta' }),
    47: registry(47, { mfe_alpha: 'mfe-alpha', parcel_beta: 'mfe-beta' }),
    48: registry(48, { mfe_beta: 'mfe-beta' }),
  };
  projects[36].siteUrl = 'https://example.org';
  for (const [id, value] of Object.entries(projects))
    writeFileSync(path.join(root, 'deploy', 'projects', `${id}.json`), JSON.stringify(value, null, 2));
  const releasesDir = path.join(root, '.releases');
  const lines = [];
  const errors = [];
  const commands = [];
  let clock = Date.parse('2026-11-26T03:00:00Z');
  const ctx = {
    root,
    releasesDir,
    log: (line) => lines.push(line),
    error: (line) => errors.push(line),
    run: options.run ?? ((command, args) => commands.push([command, ...args])),
    now: () => new Date((clock += 1000)),
  };
  const read = (...parts) => JSON.parse(readFileSync(path.join(releasesDir, ...parts), 'utf8'));
  return {
    root,
    releasesDir,
    lines,
    errors,
    commands,
    release: (...argv) => main('release', argv, ctx),
    rollback: (...argv) => main('rollback', argv, ctx),
    registry: (id) => read('projects', `${id}.json`),
    history: (id) => read('history', `${id}.json`),
    versions: (folder) => readdirSync(path.join(releasesDir, 'remotes', folder)).sort(),
    /** Every file under the repository but RELEASES_DIR, with its bytes: what a release must not touch. */
    snapshot: () =>
      Object.fromEntries(
        readdirSync(root, { recursive: true, withFileTypes: true })
          .filter((e) => e.isFile())
          .map((e) => path.join(e.parentPath ?? e.path, e.name))
          .filter((file) => !file.startsWith(releasesDir))
          .map((file) => [path.relative(root, file), readFileSync(file, 'base64')]),
      ),
  };
}
