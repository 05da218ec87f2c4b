import { createContext, useContext, type ReactNode } from 'react';
import type { AppConfig, ProjectRegistry } from 'shared-contracts';

/** What the shell learned at boot: the run-time config and the project registry. */
export interface ShellEnv {
  appConfig: AppConfig;
  registry: ProjectRegistry;
}

const ShellEnvContext = createContext<ShellEnv | null>(null);

export function ShellEnvProvider({ env, children }: { env: ShellEnv; children?: ReactNode }) {
  return <ShellEnvContext.Provider value={env}>{children}</ShellEnvContext.Provider>;
}

export function useShellEnv(): ShellEnv {
  const env = useContext(ShellEnvContext);
  if (!env) throw new Error('useShellEnv outside ShellEnvProvider');
  return env;
}

/** The active project id (the app config's, possibly overridden by ?projeto=). */
export function useProjectId(): number {
  return useShellEnv().appConfig.projectId;
}
