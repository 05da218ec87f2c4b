// deploy/compose.yaml: valid against the Compose Specification's JSON schema (the copy dclint ships,
// checked with ajv) and dclint's rules on ports, image tags and container names, and the facts the
// platform relies on: PostgreSQL, a one-shot migrate after a healthy database, two API replicas, the nginx
// proxy, an SMTP catcher and an S3-compatible store with its bucket, wired to the API's settings
// (api/src/config.ts). With Docker Compose here, `docker compose config` must accept it too.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, it } from 'node:test';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { DCLinter } from 'dclint';
import { deployDir, readYaml, tool } from './files.mjs';

const composeFile = path.join(deployDir, 'compose.yaml');
const compose = readYaml(composeFile)[0];
const { services } = compose;
const require = createRequire(import.meta.url);
const dclintDir = path.dirname(require.resolve('dclint/package.json'));

describe('deploy/compose.yaml', () => {
  it('is valid against the Compose Specification schema', () => {
    // draft-07 (Ajv's default); the file names the meta-schema by a URL Ajv does not know by that name.
    const schema = JSON.parse(readFileSync(path.join(dclintDir, 'schemas/compose.schema.json'), 'utf8'));
    delete schema.$schema;
    const ajv = new Ajv({ allErrors: true, strict: false });
    addFormats(ajv);
    const validate = ajv.compile(schema);
    assert.ok(validate(compose), ajv.errorsText(validate.errors, { dataVar: 'compose' }));
  });

  it("passes dclint's rules on duplicate ports and container names and explicit image tags", () => {
    // dclint's rules of layout (order of keys and services) are left out: the file is ordered as it runs.
    const layout = [
      'service-keys-order',
      'services-alphabetical-order',
      'service-dependencies-alphabetical-order',
      'top-level-properties-order',
      'service-ports-alphabetical-order',
      // The image a service builds is tagged for the services that run it (migrate builds `api`'s).
      'no-build-and-image',
      // The proxy is published on every interface on purpose (the mail UI only on 127.0.0.1).
      'no-unbound-port-interfaces',
    ];
    const linter = new DCLinter({
      rules: {
        ...Object.fromEntries(layout.map((rule) => [rule, 0])),
        'no-duplicate-exported-ports': 2,
        'no-duplicate-container-names': 2,
        'service-image-require-explicit-tag': 2,
        'no-quotes-in-volumes': 2,
      },
      quiet: true,
      debug: false,
      exclude: [],
    });
    const [result] = linter.lintFiles([composeFile], false);
    assert.deepEqual(
      result.messages.map((m) => `${m.rule}: ${m.message}`),
      [],
    );
  });

  it('runs the migrate command once, after PostgreSQL is healthy, before the API', () => {
    assert.ok(services.postgres.healthcheck.test.join(' ').includes('pg_isready'));
    assert.deepEqual(services.migrate.command, ['node', 'dist/cli/migrate.js']);
    assert.equal(services.migrate.depends_on.postgres.condition, 'service_healthy');
    assert.equal(services.api.depends_on.migrate.condition, 'service_completed_successfully');
    assert.equal(services.api.environment.MIGRATE_ON_START, 'false');
  });

  it('runs two API replicas behind the nginx proxy, checked on /api/ready', () => {
    assert.equal(services.api.deploy.replicas, 2);
    assert.match(services.api.healthcheck.test.join(' '), /\/api\/ready/);
    assert.equal(services.proxy.build.dockerfile, 'deploy/docker/static.Dockerfile');
    assert.equal(services.proxy.environment.API_UPSTREAM_SERVERS, 'server api:8080;');
    assert.equal(services.proxy.depends_on.api.condition, 'service_healthy');
  });

  it('sends mail to the SMTP catcher and saves exports to the S3 store, whose bucket it creates', () => {
    const env = services.api.environment;
    assert.equal(env.SMTP_URL, 'smtp://mailpit:1025');
    assert.match(services.mailpit.image, /^axllent\/mailpit:/);
    assert.equal(env.S3_ENDPOINT, 'http://minio:9000');
    assert.equal(env.S3_FORCE_PATH_STYLE, 'true');
    assert.match(services['minio-bucket'].entrypoint.join(' '), new RegExp(`mc mb .*local/${env.S3_BUCKET}`));
    assert.equal(services.api.depends_on['minio-bucket'].condition, 'service_completed_successfully');
  });

  it('gives the API only settings that api/src/config.ts reads', () => {
    const config = readFileSync(path.join(deployDir, '../api/src/config.ts'), 'utf8');
    for (const name of Object.keys(services.api.environment))
      assert.match(config, new RegExp(`\\b${name}:`), `${name} is a setting of the API`);
  });

  it('is accepted by docker compose config, when Docker Compose is installed', (t) => {
    const version = tool('docker', ['compose', 'version']);
    if (!version || version.status !== 0) {
      t.diagnostic('Docker Compose is not installed here: `docker compose config` not run');
      return;
    }
    const result = tool('docker', ['compose', '-f', 'deploy/compose.yaml', 'config', '-q']);
    assert.equal(result.status, 0, result.stderr);
  });
});
