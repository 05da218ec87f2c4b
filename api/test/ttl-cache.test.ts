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
});
