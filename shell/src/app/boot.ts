import { configureApi, loadAppConfig } from 'shared-contracts/client';
import { REMOTE_NAMES, type AppConfig, type ProjectRegistry } from 'shared-contracts';
import { fetchRegistry } from '../features/releases';
import { localeNow } from '../features/i18n';
import { applyDocumentIdentity } from '../features/identity';
import { handleUnauthorized } from '../features/auth/session-expired';
import { useRemoteMessages } from '../features/remotes/remote-messages-store';
import {
  createRemoteLoader,
  type LoadRemoteModule,
  type RemoteLoader,
} from '../features/remotes/remote-loader';
import { messagesOf } from '../features/remotes/remote-module';
import { importParcelModule } from '../features/remotes/parcel-module';

export type BootResult =
  | { ok: true; appConfig: AppConfig; registry: ProjectRegistry; loader: RemoteLoader }
  | { ok: false; appConfig: AppConfig | null; error: unknown };

export interface BootDependencies {
  fetchImpl?: typeof fetch;
  search?: string;
  /** Registers the registry's remotes with the MF runtime (the real one in bootstrap). */
  initFederation: (registry: ProjectRegistry) => void;
  loadModule: LoadRemoteModule;
  /** Imports a parcel remote's ES module by URL (the real dynamic import by default). */
  importParcel?: (url: string) => Promise<unknown>;
}

/**
 * The loader's source of modules: a `kind: 'parcel'` entry is imported as a plain ES module from its
 * URL (resolved against the page); any other goes through the federation runtime.
 */
export function registryModuleLoader(
  registry: ProjectRegistry,
  loadModule: LoadRemoteModule,
  importParcel: (url: string) => Promise<unknown> = importParcelModule,
  origin: string = globalThis.location.origin,
): LoadRemoteModule {
  return (remote) => {
    const { entry, kind } = registry.remotes[remote];
    return kind === 'parcel' ? importParcel(new URL(entry, origin).toString()) : loadModule(remote);
  };
}

/**
 * Boot: app config (with the ?projeto= override), API client, project registry (and the page's title, icon
 * and colour from it), federation.
 * Any failure yields a readable error page instead of a blank screen.
 */
export async function boot(deps: BootDependencies): Promise<BootResult> {
  const fetchImpl = deps.fetchImpl ?? globalThis.fetch.bind(globalThis);
  let appConfig: AppConfig | null = null;
  try {
    appConfig = await loadAppConfig({ fetchImpl, search: deps.search });
    const projectId = appConfig.projectId;
    configureApi({
      baseUrl: appConfig.apiBase,
      onUnauthorized: () => handleUnauthorized(projectId),
      language: () => localeNow(projectId),
    });
    const registry = await fetchRegistry(projectId, fetchImpl);
    applyDocumentIdentity(registry);
    deps.initFederation(registry);
    const loader = createRemoteLoader(registryModuleLoader(registry, deps.loadModule, deps.importParcel), {
      kinds: Object.fromEntries(REMOTE_NAMES.map((n) => [n, registry.remotes[n].kind])),
      onLoaded: (remote, module) => useRemoteMessages.getState().add(remote, messagesOf(module)),
    });
    return { ok: true, appConfig, registry, loader };
  } catch (error) {
    console.error('[shell] boot failed', error);
    return { ok: false, appConfig, error };
  }
}
