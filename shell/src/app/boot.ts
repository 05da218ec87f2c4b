import { configureApi, loadAppConfig } from 'shared-contracts/client';
import { REMOTE_NAMES, type AppConfig, type ProjectRegistry } from 'shared-contracts';
import { fetchRegistry } from '../features/releases';
import { localeNow } from '../features/i18n';
import { handleUnauthorized } from '../features/auth/session-expired';
import { useRemoteMessages } from '../features/remotes/remote-messages-store';
import {
  createRemoteLoader,
  type LoadRemoteModule,
  type RemoteLoader,
} from '../features/remotes/remote-loader';
import { messagesOf } from '../features/remotes/remote-module';

export type BootResult =
  | { ok: true; appConfig: AppConfig; registry: ProjectRegistry; loader: RemoteLoader }
  | { ok: false; appConfig: AppConfig | null; error: unknown };

export interface BootDependencies {
  fetchImpl?: typeof fetch;
  search?: string;
  /** Registers the registry's remotes with the MF runtime (the real one in bootstrap). */
  initFederation: (registry: ProjectRegistry) => void;
  loadModule: LoadRemoteModule;
}

/**
 * Boot: app config (with the ?projeto= override), API client, project registry, federation.
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
    deps.initFederation(registry);
    const loader = createRemoteLoader(deps.loadModule, {
      kinds: Object.fromEntries(REMOTE_NAMES.map((n) => [n, registry.remotes[n].kind])),
      onLoaded: (remote, module) => useRemoteMessages.getState().add(remote, messagesOf(module)),
    });
    return { ok: true, appConfig, registry, loader };
  } catch (error) {
    console.error('[shell] boot failed', error);
    return { ok: false, appConfig, error };
  }
}
