import type { RemoteName } from 'shared-contracts';

/** Loads a remote's './routes' module (the real one goes through the MF runtime; tests inject one). */
export type LoadRemoteModule = (remote: RemoteName) => Promise<unknown>;

export interface RemoteLoader {
  /**
   * The module promise, cached per remote. A failure stays cached (so re-renders do not start new
   * downloads) until `invalidate` or `forgetFailure`.
   */
  load: (remote: RemoteName) => Promise<unknown>;
  /** Forgets a remote's cached module so the next load fetches it again ("Tentar novamente"). */
  invalidate: (remote: RemoteName) => void;
  /** Forgets the remote only if its last load failed (a new visit to one of its routes tries again). */
  forgetFailure: (remote: RemoteName) => void;
  /** Whether the registry marks the remote as a single-spa parcel. */
  kindOf: (remote: RemoteName) => 'module' | 'parcel';
}

export interface RemoteLoaderOptions {
  /** Extra attempts after the first failure (two by default). */
  retries?: number;
  /** Delay before retry n (1-based); 400 ms, then 1200 ms by default. */
  backoffMs?: (attempt: number) => number;
  kinds?: Partial<Record<RemoteName, 'module' | 'parcel'>>;
  /** Called once per successful load (the shell merges the module's messages here). */
  onLoaded?: (remote: RemoteName, module: unknown) => void;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function withRetry<T>(
  attempt: () => Promise<T>,
  retries: number,
  backoffMs: (attempt: number) => number,
): Promise<T> {
  for (let n = 0; ; n++) {
    try {
      return await attempt();
    } catch (error) {
      if (n >= retries) throw error;
      await sleep(backoffMs(n + 1));
    }
  }
}

export function createRemoteLoader(
  loadModule: LoadRemoteModule,
  options: RemoteLoaderOptions = {},
): RemoteLoader {
  const retries = options.retries ?? 2;
  const backoffMs = options.backoffMs ?? ((n: number) => 400 * 3 ** (n - 1));
  const cache = new Map<RemoteName, Promise<unknown>>();
  const failed = new Set<RemoteName>();
  return {
    load(remote) {
      const cached = cache.get(remote);
      if (cached) return cached;
      const promise = withRetry(
        async () => {
          const module = await loadModule(remote);
          if (module === null || module === undefined)
            throw new Error(`remote ${remote} exposed no ./routes module`);
          return module;
        },
        retries,
        backoffMs,
      ).then(
        (module) => {
          options.onLoaded?.(remote, module);
          return module;
        },
        (error: unknown) => {
          if (cache.get(remote) === promise) failed.add(remote);
          throw error;
        },
      );
      cache.set(remote, promise);
      return promise;
    },
    invalidate(remote) {
      cache.delete(remote);
      failed.delete(remote);
    },
    forgetFailure(remote) {
      if (failed.has(remote)) this.invalidate(remote);
    },
    kindOf(remote) {
      return options.kinds?.[remote] ?? 'module';
    },
  };
}
