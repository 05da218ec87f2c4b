import type { ProjectRegistry } from 'shared-contracts';
import { registryFor } from '../../test-utils/fixtures';
import { changedRemotes, createReleaseWatch } from './release-watch';

const EXAM = '/edicoes/ativas/3/fases/12/resolver/41';
const released = (version: string): ProjectRegistry => {
  const registry = registryFor(36);
  registry.remotes.mfe_exam_taking = {
    entry: `/remotes/mfe-exam-taking/${version}/mf-manifest.json`,
    kind: 'module',
  };
  return registry;
};

/** A watch over a fake clock and a registry the test changes; `reloads` counts full page loads. */
function setup({ online = true } = {}) {
  let clock = 1_000_000;
  let latest: ProjectRegistry | Error = registryFor(36);
  const state = { reloads: 0, reads: 0, online };
  const watch = createReleaseWatch({
    running: registryFor(36),
    fetchLatest: async () => {
      state.reads++;
      if (latest instanceof Error) throw latest;
      return latest;
    },
    reload: () => state.reloads++,
    now: () => clock,
    isOnline: () => state.online,
  });
  return {
    watch,
    state,
    publish: (registry: ProjectRegistry | Error) => (latest = registry),
    wait: (ms: number) => (clock += ms),
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('changedRemotes', () => {
  it('names the remotes whose entry or kind differ, and nothing for an equal registry', () => {
    expect(changedRemotes(registryFor(36), registryFor(36))).toEqual([]);
    expect(changedRemotes(registryFor(36), released('1.0.0-b'))).toEqual(['mfe_exam_taking']);
    const parcel = registryFor(36);
    parcel.remotes.mfe_edition_admin = { ...parcel.remotes.mfe_edition_admin, kind: 'parcel' };
    expect(changedRemotes(registryFor(36), parcel)).toEqual(['mfe_edition_admin']);
  });
});

describe('createReleaseWatch', () => {
  it('reads the registry at most once per 30 s, however often the user navigates', async () => {
    const { watch, state, wait } = setup();
    watch.navigated('/edicoes/ativas');
    watch.navigated('/edicoes/inativas');
    await settle();
    expect(state.reads).toBe(0); // the boot just read it
    wait(30_000);
    watch.navigated('/edicoes/ativas');
    watch.navigated('/edicoes/ativas/3');
    watch.becameVisible();
    await settle();
    expect(state.reads).toBe(1);
    wait(30_000);
    watch.becameVisible();
    await settle();
    expect(state.reads).toBe(2);
  });

  it('a release found by a navigation outside an exam reloads that page at once', async () => {
    const { watch, state, publish, wait } = setup();
    publish(released('1.0.0-b'));
    wait(30_000);
    watch.navigated('/edicoes/ativas/3');
    await settle();
    expect(state.reloads).toBe(1);
    expect(watch.pending()).toEqual(['mfe_exam_taking']);
  });

  it('inside an exam the running version stays; the first navigation out of it reloads', async () => {
    const { watch, state, publish, wait } = setup();
    watch.navigated(EXAM);
    publish(released('1.0.0-c'));
    wait(30_000);
    watch.navigated('/edicoes/ativas/3/fases/12/resolver/42');
    watch.becameVisible();
    await settle();
    expect(watch.pending()).toEqual(['mfe_exam_taking']);
    expect(state.reloads).toBe(0);
    watch.navigated('/edicoes/ativas/3/fases/12/resolver/43');
    expect(state.reloads).toBe(0);

    watch.navigated('/edicoes/ativas');
    expect(state.reloads).toBe(1); // at once: the release is already known, no new read
    watch.navigated('/edicoes/inativas');
    expect(state.reloads).toBe(1); // one page load, not one per navigation while it happens
  });

  it('a release seen on tab visibility waits for the next navigation', async () => {
    const { watch, state, publish, wait } = setup();
    watch.navigated('/edicoes/ativas');
    publish(released('1.0.0-b'));
    wait(31_000);
    watch.becameVisible();
    await settle();
    expect(state.reloads).toBe(0);
    watch.navigated('/edicoes/ativas/3');
    expect(state.reloads).toBe(1);
  });

  it('a read that answers after the user went into an exam does not reload the exam', async () => {
    const { watch, state, publish, wait } = setup();
    publish(released('1.0.0-b'));
    wait(30_000);
    watch.navigated('/edicoes/ativas/3/fases/12');
    watch.navigated(EXAM); // before the read answers
    await settle();
    expect(state.reloads).toBe(0);
  });

  it('offline nothing reloads (the page would not load); back online the next navigation does', async () => {
    const { watch, state, publish, wait } = setup({ online: false });
    watch.navigated(EXAM);
    publish(released('1.0.0-b'));
    wait(30_000);
    watch.becameVisible();
    await settle();
    watch.navigated('/edicoes/ativas'); // the exam screen sends an offline student to the list
    expect(state.reloads).toBe(0);
    state.online = true;
    watch.navigated('/edicoes/ativas/3');
    expect(state.reloads).toBe(1);
  });

  it('a failed read changes nothing, and a rollback to the running version cancels the reload', async () => {
    const { watch, state, publish, wait } = setup();
    watch.navigated(EXAM);
    publish(new Error('HTTP 502'));
    wait(30_000);
    watch.becameVisible();
    await settle();
    expect(watch.pending()).toEqual([]);
    publish(released('1.0.0-b'));
    wait(30_000);
    watch.becameVisible();
    await settle();
    expect(watch.pending()).toEqual(['mfe_exam_taking']);
    publish(registryFor(36));
    wait(30_000);
    watch.becameVisible();
    await settle();
    watch.navigated('/edicoes/ativas');
    await settle();
    expect(state.reloads).toBe(0);
  });
});
