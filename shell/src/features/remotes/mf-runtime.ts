import { init, loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
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
