/**
 * The two reads every page's boot waits on, started by the entry (`src/index.ts`) the moment it runs,
 * while the app's own scripts are still downloading: the run-time configuration, then the project
 * registry it names. Without this the registry was asked for only once those scripts had run, one
 * round trip (150 ms and more on a slow phone network) after everything else, on every page.
 *
 * This module runs before the federation's shared modules exist, so it imports nothing (no
 * shared-contracts): boot still reads and validates both answers as before, through `earlyFetch`, which
 * hands each started request to the first read of the same address and is an ordinary `fetch` after.
 */

/** The configuration's address (shared-contracts' APP_CONFIG_URL; a test keeps them equal). */
const APP_CONFIG_PATH = '/app-config.json';
/** `?projeto=` (shared-contracts' PROJECT_OVERRIDE_PARAM): boot reads that registry itself. */
const OVERRIDE_PARAM = 'projeto';

/** A project's registry: revalidated on every read (a release rewrites it). */
export const registryUrl = (projectId: number) => `/projects/${projectId}.json`;
export const REGISTRY_INIT: RequestInit = { headers: { accept: 'application/json' }, cache: 'no-cache' };
const APP_CONFIG_INIT: RequestInit = { headers: { accept: 'application/json' } };

const addressOf = (input: RequestInfo | URL) =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;

/**
 * Starts the configuration's read and, once it answers, the registry's of the project it names (not with
 * `?projeto=`, whose registry boot reads). A failed read is the reader's to report, as a failed fetch
 * would be; nothing is left rejected without a reader. Returns a fetch that answers the first read of a
 * started address with that request, and fetches after.
 */
export function startEarlyRequests(
  fetchImpl: typeof fetch = globalThis.fetch.bind(globalThis),
  search: string = globalThis.location?.search ?? '',
): typeof fetch {
  const config = fetchImpl(APP_CONFIG_PATH, APP_CONFIG_INIT);
  config.catch(() => undefined);
  // The registry's address is known once the configuration answers: until then a read of any registry
  // waits for it, and gets the started one if it is the same address.
  const registry: Promise<{ url: string; response: Promise<Response> } | null> = new URLSearchParams(
    search,
  ).has(OVERRIDE_PARAM)
    ? Promise.resolve(null)
    : config
        .then((response) => (response.ok ? response.clone().json() : null))
        .then((body: unknown) => {
          const projectId = (body as { projectId?: unknown } | null)?.projectId;
          if (typeof projectId !== 'number' || !Number.isInteger(projectId) || projectId < 1) return null;
          const url = registryUrl(projectId);
          const response = fetchImpl(url, REGISTRY_INIT);
          response.catch(() => undefined);
          return { url, response };
        })
        .catch(() => null);

  let configTaken = false;
  let registryTaken = false;
  const earlyFetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = addressOf(input);
    if (url === APP_CONFIG_PATH && !configTaken) {
      configTaken = true;
      return config;
    }
    if (url.startsWith('/projects/') && !registryTaken) {
      const early = await registry;
      if (early?.url === url && !registryTaken) {
        registryTaken = true;
        return early.response;
      }
    }
    return fetchImpl(input, init);
  }) as typeof fetch;

  return earlyFetch;
}
