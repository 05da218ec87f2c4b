import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { Batcher } from '../src/db/batcher.js';

/** One turn of the event loop (the batcher starts batches after the I/O callbacks of a turn). */
const turn = () => new Promise((r) => setImmediate(r));

/** A run that records its batches and answers when released. */
function recorder(fail: (item: string) => boolean = () => false) {
  const batches: string[][] = [];
  const releases: (() => void)[] = [];
  const run = (items: string[]) => {
    batches.push(items);
    return new Promise<string[]>((resolve, reject) =>
      releases.push(() =>
        items.some(fail) ? reject(new Error('bad item')) : resolve(items.map((i) => i.toUpperCase())),
      ),
    );
  };
  /** Answers every batch, including those started meanwhile, until nothing is left to run. */
  const releaseAll = async () => {
    for (let idle = 0; idle < 3;) {
      await turn();
      if (releases.length) {
        releases.shift()!();
        idle = 0;
      } else idle++;
    }
  };
  return { batches, run, releaseAll };
}

describe('Batcher (group commit)', () => {
  it('runs what arrived in one turn together, and what arrives meanwhile in the next batch', async () => {
    const r = recorder();
    const b = new Batcher(r.run, { concurrency: 1, maxBatch: 10 });
    const first = ['a', 'b'].map((x) => b.submit(x));
    assert.deepEqual(r.batches, [], 'nothing runs before the turn ends');
    await turn();
    assert.deepEqual(r.batches, [['a', 'b']]);
    const later = ['c', 'd', 'e'].map((x) => b.submit(x));
    await turn();
    assert.equal(b.waiting, 3, 'one batch at a time');
    await r.releaseAll();
    assert.deepEqual(await Promise.all([...first, ...later]), ['A', 'B', 'C', 'D', 'E']);
    assert.deepEqual(r.batches, [
      ['a', 'b'],
      ['c', 'd', 'e'],
    ]);
  });

  it('keeps two items of one key apart and caps the batch size', async () => {
    const r = recorder();
    const b = new Batcher(r.run, { concurrency: 1, maxBatch: 2, key: (x) => x[0]! });
    const all = ['a1', 'a2', 'b1', 'c1', 'a3'].map((x) => b.submit(x));
    await r.releaseAll();
    assert.deepEqual(await Promise.all(all), ['A1', 'A2', 'B1', 'C1', 'A3']);
    assert.deepEqual(r.batches, [['a1', 'b1'], ['a2', 'c1'], ['a3']]);
  });

  it('runs up to `concurrency` batches at once', async () => {
    const r = recorder();
    const b = new Batcher(r.run, { concurrency: 2, maxBatch: 2 });
    const all = ['a', 'b', 'c', 'd', 'e'].map((x) => b.submit(x));
    await turn();
    assert.deepEqual(r.batches, [
      ['a', 'b'],
      ['c', 'd'],
    ]);
    await r.releaseAll();
    await Promise.all(all);
    assert.deepEqual(r.batches.at(-1), ['e']);
  });

  it('a failing batch is retried item by item: only the bad item fails', async () => {
    const r = recorder((x) => x === 'bad');
    const b = new Batcher(r.run, { concurrency: 1, maxBatch: 10 });
    const settled = Promise.allSettled(['a', 'bad', 'c'].map((x) => b.submit(x)));
    await r.releaseAll();
    assert.deepEqual(
      (await settled).map((s) => (s.status === 'fulfilled' ? s.value : (s.reason as Error).message)),
      ['A', 'bad item', 'C'],
    );
    assert.deepEqual(r.batches, [['a', 'bad', 'c'], ['a'], ['bad'], ['c']]);
  });

  it('a batch the database could not be reached for fails every item at once with that error', async () => {
    for (const lost of [
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
      Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
      new Error('Connection terminated unexpectedly'),
    ]) {
      const batches: string[][] = [];
      const b = new Batcher(
        async (items: string[]) => {
          batches.push(items);
          throw lost;
        },
        { concurrency: 1, maxBatch: 10 },
      );
      const settled = await Promise.allSettled(['a', 'b', 'c'].map((x) => b.submit(x)));
      assert.deepEqual(
        settled.map((s) => (s.status === 'rejected' ? s.reason : s.value)),
        [lost, lost, lost],
      );
      assert.deepEqual(batches, [['a', 'b', 'c']], 'no retry item by item against a database that is away');
    }
  });
});
