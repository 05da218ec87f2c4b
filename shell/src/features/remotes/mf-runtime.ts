import { init, loadRemote, preloadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTE_NAMES, type ProjectRegistry, type RemoteName } from 'shared-contracts';
import type { LoadRemoteModule } from './remote-loader';

/**
 * Joins the build-time federation instance named 'shell' (its shared singletons come from the
 * webpack plugin: react, react-dom, react-router(-dom), zustand, Chakra, emotion, react-intl,
 * shared-contracts) and registers the remotes the project registry names. Relative entries are
 * resolved against the page's origin, so a registry can say `/remotes/x/mf-manifest.json`. Entries of
 * `kind: 'parcel'` are left to the loader, which imports them as ES modules.
 */
export function initFederation(registry: ProjectRegistry, origin: string = globalThis.location.origin): void {
  init({ name: 'shell', remotes: [] });
  // A parcel entry is a plain ES module the shell imports itself (boot's loader): not a federation remote.
  registerRemotes(
    REMOTE_NAMES.filter((name) => registry.remotes[name].kind !== 'parcel').map((name) => ({
      name,
      entry: new URL(registry.remotes[name].entry, origin).toString(),
    })),
  );
}

export const loadRemoteRoutes: LoadRemoteModule = (remote: RemoteName) => loadRemote(`${remote}/routes`);

/**
 * Starts a remote's download (the federation runtime's preload): its manifest, its entry (which only sets up
 * the remote's container) and, as preload links, its `./routes` chunks, which do not run until the route
 * loads the module. The first screen's remote is thus on its way while the shell is still rendering. A
 * failure is left to the route's own load, which retries and shows the fallback.
 */
export function preloadRemoteRoutes(remote: RemoteName): void {
  preloadRemote([
    { nameOrAlias: remote, exposes: ['./routes'], resourceCategory: 'sync', share: false },
  ]).catch(() => undefined);
}
