import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { loadConfig, ConfigError } from '../src/config.js';
import { parseQuery } from '../src/jsonapi/query.js';
import { toDocument } from '../src/jsonapi/serialize.js';
import { ApiError } from '../src/jsonapi/errors.js';
import { cacheControlFor } from '../src/features/static/cache-control.js';
import { hashPassword, verifyPassword } from '../src/idp/passwords.js';
import { redirectUris } from '../src/idp/provider.js';
import { demoAccounts, DEMO_PASSWORD } from '../src/seed/demo-accounts.js';

describe('config', () => {
  it('has defaults', () => {
    const c = loadConfig({});
    assert.equal(c.port, 8080);
    // The demo data is seeded by default: this computer only, unless HOST says otherwise.
    assert.equal(c.host, '127.0.0.1');
    assert.equal(c.hostLocalForDemo, true);
    assert.equal(loadConfig({ SEED_DEMO: 'false' }).host, '0.0.0.0');
    assert.equal(loadConfig({ HOST: '0.0.0.0' }).host, '0.0.0.0');
    assert.equal(loadConfig({ HOST: '0.0.0.0' }).hostLocalForDemo, false);
    assert.equal(c.projectId, 36);
    assert.equal(c.oidc.clientId, 'olympiad-web');
    assert.equal(c.oidc.issuer, 'http://localhost:8080/oidc');
    assert.equal(c.oidc.externalIssuer, undefined);
    assert.equal(c.tokenTtlHours, 336);
    assert.equal(c.signInRateLimit, 10);
    assert.equal(c.bodyLimit, 1048576);
    assert.match(c.pgliteDataDir, /\.data\/pglite$/);
    assert.deepEqual(
      c.corsOrigins,
      [3000, 3001, 3002, 3003, 3004].map((p) => `http://localhost:${p}`),
    );
    assert.ok(c.sessionSecretIsDefault);
  });
  it('validates', () => {
    assert.throws(() => loadConfig({ PORT: 'abc' }), ConfigError);
    assert.throws(() => loadConfig({ PUBLIC_URL: 'not a url' }), ConfigError);
    assert.throws(() => loadConfig({ SESSION_SECRET: 'short' }), ConfigError);
    const c = loadConfig({
      OIDC_ISSUER: 'https://id.example/realm/',
      PUBLIC_URL: 'https://olimpiada.example/',
    });
    assert.equal(c.oidc.issuer, 'https://id.example/realm');
    assert.equal(c.publicUrl, 'https://olimpiada.example');
  });
  it('redirect URIs are <origin>/ for the public URL and dev origins', () => {
    const uris = redirectUris(loadConfig({}));
    assert.deepEqual(uris, [
      'http://localhost:8080/',
      'http://localhost:3000/',
      'http://localhost:3001/',
      'http://localhost:3002/',
      'http://localhost:3003/',
      'http://localhost:3004/',
    ]);
  });
});

describe('query parsing', () => {
  const spec = {
    filters: ['active'],
    includes: ['user', 'user.profiles'],
    sorts: ['name', 'user.name'],
    fields: { users: ['name'] },
    paging: { defaultSize: 7 },
  } as const;
  it('parses families', () => {
    const q = parseQuery(
      {
        'filter[active]': 'false',
        include: 'user,user.profiles',
        sort: '-name,user.name',
        'fields[users]': 'name',
        'page[number]': '3',
        'page[size]': '5',
      },
      spec,
    );
    assert.deepEqual(q.filter, { active: 'false' });
    assert.deepEqual([...q.include], ['user', 'user.profiles']);
    assert.deepEqual(q.sort, [
      { field: 'name', direction: 'desc' },
      { field: 'user.name', direction: 'asc' },
    ]);
    assert.deepEqual(q.page, { number: 3, size: 5, offset: 10 });
  });
  it('collects every unknown parameter', () => {
    try {
      parseQuery({ 'filter[foo]': '1', include: 'x', sort: 'y' }, spec);
      assert.fail('should throw');
    } catch (err) {
      assert.ok(err instanceof ApiError);
      assert.equal(err.statusCode, 400);
      assert.deepEqual(
        err.errors.map((e) => e.detail),
        ['Unknown filter: foo', 'Unknown include: x', 'Unknown sort: y'],
      );
    }
  });
  it('rejects page/per unless declared', () => {
    assert.throws(() => parseQuery({ per: '3' }, spec), ApiError);
    assert.equal(parseQuery({ per: '3' }, { paging: { defaultSize: 7, pagePer: true } }).page.size, 3);
  });
});

describe('serializer', () => {
  it('builds compound documents with nested includes and dedupes', () => {
    const profile = { type: 'profiles', id: 1, attributes: { role: 'admin' } };
    const user = {
      type: 'users',
      id: 9,
      attributes: { name: 'Ana', at: new Date('2026-01-01T00:00:00Z') },
      relationships: { profiles: [profile] },
    };
    const doc = toDocument(
      [
        { type: 'things', id: 1, attributes: { a: 1 }, relationships: { user, owner: user } },
        { type: 'things', id: 2, attributes: { a: 2 }, relationships: { user, owner: null } },
      ],
      { include: ['user.profiles'] },
    );
    assert.deepEqual((doc.data as any[])[0].relationships.user, { data: { type: 'users', id: '9' } });
    assert.deepEqual((doc.data as any[])[1].relationships.owner, { data: null });
    assert.deepEqual(
      doc.included!.map((r) => `${r.type}:${r.id}`),
      ['users:9', 'profiles:1'],
    );
    assert.equal(doc.included![0]!.attributes.at, '2026-01-01T00:00:00.000Z');
  });
});

describe('static cache control', () => {
  it('immutable for hashed names, no-cache for entry files', () => {
    assert.equal(cacheControlFor('/x/main.1a2b3c4d.js'), 'public, max-age=31536000, immutable');
    assert.equal(
      cacheControlFor('/x/vendors-node_modules.0123456789abcdef.css'),
      'public, max-age=31536000, immutable',
    );
    for (const f of ['index.html', 'mf-manifest.json', 'remoteEntry.js', 'logo.svg'])
      assert.equal(cacheControlFor(`/x/${f}`), 'no-cache');
  });
});

describe('passwords and demo accounts', () => {
  it('scrypt hashes verify', async () => {
    const h = await hashPassword(DEMO_PASSWORD);
    assert.ok(await verifyPassword(DEMO_PASSWORD, h));
    assert.ok(!(await verifyPassword('nope', h)));
    assert.ok(!(await verifyPassword('x', 'garbage')));
  });
  it('lists one account per role', () => {
    assert.deepEqual(
      new Set(demoAccounts.map((a) => a.role)),
      new Set(['admin', 'coordinator', 'student', 'educator']),
    );
  });
});
