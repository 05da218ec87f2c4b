import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ConfigError, loadConfig } from '../src/config.js';
import { assertObjectKey, LocalObjectStore } from '../src/files/object-store.js';
import { objectStoreFor, S3ObjectStore } from '../src/files/s3-object-store.js';
import { startLocalS3, S3RVER_KEY, type LocalS3 } from './helpers/s3-server.js';

// The object store of exports (files/object-store.ts, files/s3-object-store.ts): named objects put whole
// into a local folder or an S3-compatible bucket, and the S3_* settings that choose between them.
describe('object store', () => {
  let dir: string;
  let s3: LocalS3;
  before(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'object-store-'));
    s3 = await startLocalS3('unit-bucket');
  });
  after(async () => {
    await s3.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('accepts slash-separated keys of safe segments only', () => {
    for (const key of ['editions/1/certificates/AB12.pdf', 'a', 'x/y-z_1.json']) assertObjectKey(key);
    for (const key of ['', '/a', 'a/', 'a//b', '../a', 'a/../b', 'a/./b', 'a b', 'a\\b', 'é', 'a/%2e%2e'])
      assert.throws(() => assertObjectKey(key), /invalid object key/, key);
  });

  it('the local folder writes nested keys whole, replaces on a second put, and leaves no temp file', async () => {
    const store = new LocalObjectStore(dir);
    await store.put('editions/3/data/edition.json', '{"a":1}', 'application/json');
    await store.put('editions/3/data/edition.json', Buffer.from('{"a":2}'), 'application/json');
    assert.equal((await store.read('editions/3/data/edition.json'))?.toString(), '{"a":2}');
    assert.deepEqual(await readdir(path.join(dir, 'editions', '3', 'data')), ['edition.json']);
    assert.equal(await store.read('editions/3/none.json'), undefined);
    assert.equal(store.locationOf('editions/3'), `${dir}/editions/3`);
    assert.equal(new LocalObjectStore(dir, 'FILES_DIR/exports').locationOf('a/b'), 'FILES_DIR/exports/a/b');
    await assert.rejects(store.put('../outside', 'x', 'text/plain'), /invalid object key/);
  });

  it('the S3 store puts objects under its prefix with their content type, replacing on a second put', async () => {
    const store = new S3ObjectStore({
      bucket: s3.bucket,
      region: 'us-east-1',
      endpoint: s3.endpoint,
      forcePathStyle: true,
      accessKeyId: S3RVER_KEY,
      secretAccessKey: S3RVER_KEY,
      prefix: 'tenant/',
    });
    const pdf = Buffer.from('%PDF-1.7 fake');
    await store.put('editions/9/certificates/ABC.pdf', pdf, 'application/pdf');
    await store.put('editions/9/data/edition.json', '{"v":1}', 'application/json');
    await store.put('editions/9/data/edition.json', 'ação', 'application/json');
    assert.deepEqual(await s3.keys(''), [
      'tenant/editions/9/certificates/ABC.pdf',
      'tenant/editions/9/data/edition.json',
    ]);
    const got = await s3.get('tenant/editions/9/certificates/ABC.pdf');
    assert.ok(got.bytes.equals(pdf));
    assert.equal(got.contentType, 'application/pdf');
    assert.equal((await s3.get('tenant/editions/9/data/edition.json')).bytes.toString('utf8'), 'ação');
    assert.equal(store.locationOf('editions/9'), 's3://unit-bucket/tenant/editions/9');
    await assert.rejects(store.put('a/../b', 'x', 'text/plain'), /invalid object key/);
    // A bucket the server does not have: the put fails (the job retries, then reports the reason).
    const wrong = new S3ObjectStore({ ...store.settings, bucket: 'missing-bucket' });
    await assert.rejects(wrong.put('x.txt', 'x', 'text/plain'));
    wrong.close();
    store.close();
  });

  it('reads the S3_* settings: a bucket chooses S3, none the exports folder, and mistakes stop the start', () => {
    const local = loadConfig({ FILES_DIR: dir });
    assert.equal(local.objectStore.s3, undefined);
    const fallback = objectStoreFor(local.objectStore.s3, local.files.dir);
    assert.ok(fallback instanceof LocalObjectStore);
    assert.equal(fallback.dir, path.join(dir, 'exports'));
    assert.equal(fallback.locationOf('editions/1'), 'FILES_DIR/exports/editions/1');

    const s3Config = loadConfig({
      S3_BUCKET: 'my-bucket',
      S3_ENDPOINT: 'http://127.0.0.1:9000/',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
      S3_PREFIX: '/olimpiada/2026/',
    });
    assert.deepEqual(s3Config.objectStore.s3, {
      bucket: 'my-bucket',
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:9000',
      forcePathStyle: true,
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      prefix: 'olimpiada/2026/',
    });
    const chosen = objectStoreFor(s3Config.objectStore.s3, s3Config.files.dir);
    assert.ok(chosen instanceof S3ObjectStore);
    chosen.close?.();
    // AWS itself, credentials from the SDK's default chain.
    assert.equal(
      loadConfig({ S3_BUCKET: 'aws-bucket', S3_REGION: 'sa-east-1' }).objectStore.s3?.region,
      'sa-east-1',
    );

    for (const env of [
      { S3_BUCKET: 'Bad_Bucket' },
      { S3_BUCKET: 'b1', S3_ENDPOINT: 'not a url' },
      { S3_BUCKET: 'bucket', S3_ACCESS_KEY_ID: 'only-the-key' },
      { S3_ENDPOINT: 'http://127.0.0.1:9000' },
      { S3_BUCKET: 'bucket', S3_PREFIX: 'a b' },
      { S3_BUCKET: 'bucket', S3_REGION: 'Not A Region' },
    ])
      assert.throws(() => loadConfig(env), ConfigError, JSON.stringify(env));
  });
});
