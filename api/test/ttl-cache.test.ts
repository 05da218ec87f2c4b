import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { TtlCache } from '../src/cache/ttl-cache.js';

describe('TtlCache', () => {
  it('loads a key once per ttl, remembering misses too', async () => {
    const cache = new TtlCache<string, number>(1000, 10);
    let loads = 0;
    const load = (value: number | undefined) => async () => {
      loads++;
      return value;
    };
    assert.equal(await cache.get('a', load(1), 0), 1);
    assert.equal(await cache.get('a', load(2), 999), 1, 'still fresh');
    assert.equal(await cache.get('missing', load(undefined), 0), undefined);
    assert.equal(await cache.get('missing', load(5), 500), undefined, 'a miss is remembered');
    assert.equal(loads, 2);
    assert.equal(await cache.get('a', load(3), 1000), 3, 'reloaded once expired');
    assert.equal(loads, 3);
  });

  it('keeps at most max keys, dropping the oldest loaded', async () => {
    const cache = new TtlCache<number, number>(60_000, 2);
    for (const k of [1, 2, 3]) await cache.get(k, async () => k * 10, 0);
    assert.equal(cache.size, 2);
    let reloaded = false;
    assert.equal(
      await cache.get(
        1,
        async () => {
          reloaded = true;
          return 11;
        },
        1,
      ),
      11,
    );
    assert.ok(reloaded, 'the oldest key was dropped');
  });

  it('shares one load among concurrent misses of a key, and forgets a failed load', async () => {
    const cache = new TtlCache<string, number>(60_000, 10);
    let loads = 0;
    let release!: (v: number) => void;
    const slow = () => {
      loads++;
      return new Promise<number>((resolve) => (release = resolve));
    };
    const burst = Array.from({ length: 50 }, () => cache.get('exam', slow, 0));
    release(7);
    assert.deepEqual(await Promise.all(burst), Array(50).fill(7));
    assert.equal(loads, 1, 'fifty concurrent readers, one load');

    const failing = async () => {
      loads++;
      throw new Error('connection lost');
    };
    await assert.rejects(cache.get('other', failing, 0), /connection lost/);
    assert.equal(await cache.get('other', async () => 8, 0), 8, 'the failure was not remembered');
  });
});
