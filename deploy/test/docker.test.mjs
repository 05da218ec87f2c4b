// deploy/docker: the API image is multi-stage, runs as a non-root user, exposes its port and checks
// /api/health; the static image serves the site bundle with the nginx template; every file a Dockerfile
// copies from the build context exists, and .dockerignore keeps installs and builds out of the context.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { deployDir, dockerInstructions, repoRoot } from './files.mjs';

const dockerfiles = ['api.Dockerfile', 'static.Dockerfile'].map((name) =>
  path.join(deployDir, 'docker', name),
);

/** The instructions of the last stage (the image that runs). */
function finalStage(instructions) {
  const lastFrom = instructions.findLastIndex(([keyword]) => keyword === 'FROM');
  return instructions.slice(lastFrom);
}

/** COPY sources taken from the build context (not from another stage), as repository paths. */
function contextSources(instructions) {
  return instructions
    .filter(([keyword, rest]) => keyword === 'COPY' && !/--from=/.test(rest))
    .flatMap(([, rest]) => {
      const words = rest.split(/\s+/).filter((w) => !w.startsWith('--'));
      return words.slice(0, -1);
    });
}

const contents = (file) => readFileSync(file, 'utf8');

describe('deploy/docker', () => {
  for (const file of dockerfiles) {
    const name = path.basename(file);
    const instructions = dockerInstructions(file);
    const runtime = finalStage(instructions);

    it(`${name}: builds in stages and runs as a non-root user`, () => {
      assert.ok(instructions.filter(([k]) => k === 'FROM').length >= 2, 'multi-stage');
      const users = runtime.filter(([k]) => k === 'USER').map(([, user]) => user);
      assert.ok(users.length, 'the final stage sets USER');
      assert.doesNotMatch(users.at(-1), /^(root|0)(:|$)/);
      assert.ok(runtime.some(([k]) => k === 'EXPOSE'));
      assert.ok(runtime.some(([k]) => k === 'HEALTHCHECK'));
    });

    it(`${name}: copies only files that exist in the build context`, () => {
      for (const source of contextSources(instructions))
        assert.ok(existsSync(path.join(repoRoot, source)), `${source} exists`);
    });
  }

  it('api.Dockerfile: installs from the lockfile, keeps production dependencies, checks /api/health', () => {
    const text = contents(dockerfiles[0]);
    assert.match(text, /^FROM \$\{NODE_IMAGE\} AS build/m);
    assert.match(text, /ARG NODE_IMAGE=node:20-bookworm-slim/);
    assert.match(text, /pnpm install [^\n]*--frozen-lockfile/);
    assert.match(text, /pnpm --filter api deploy --prod/);
    const healthcheck = finalStage(dockerInstructions(dockerfiles[0])).find(([k]) => k === 'HEALTHCHECK')[1];
    assert.match(healthcheck, /\/api\/health/);
    assert.match(text, /MIGRATE_ON_START=false/);
  });

  it('static.Dockerfile: renders the nginx template of deploy/nginx at start', () => {
    const text = contents(dockerfiles[1]);
    assert.match(text, /\/etc\/nginx\/templates\/olympiad\.conf\.template/);
    for (const variable of ['LISTEN_PORT', 'SITE_ROOT', 'API_UPSTREAM_SERVERS', 'CSP_EXTRA_ORIGINS'])
      assert.match(text, new RegExp(`${variable}=`), `${variable} has a default`);
  });

  it('the images take from the production topology: the nginx template, the site bundle, the migrate command', () => {
    for (const file of [
      'deploy/nginx/olympiad.conf.template',
      'scripts/site-bundle.mjs',
      'api/src/cli/migrate.ts',
    ])
      assert.ok(existsSync(path.join(repoRoot, file)), `${file} exists`);
    assert.equal(
      JSON.parse(contents(path.join(repoRoot, 'api/package.json'))).scripts.migrate,
      'node dist/cli/migrate.js',
    );
  });

  it('.dockerignore keeps dependencies, builds and local data out of the context', () => {
    const ignored = contents(path.join(repoRoot, '.dockerignore')).split('\n');
    for (const pattern of ['**/node_modules', '**/dist', '**/.data', '.git'])
      assert.ok(ignored.includes(pattern), pattern);
  });
});
