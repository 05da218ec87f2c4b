// `pnpm rollback <remote>`: point registries back at the version in force before the last release of that
// remote (the release history says which). Nothing is built or deleted; the versions stay published.
import { appendEvent, readHistory, releasesInForce } from './history.mjs';
import { publishedRegistryPath, ReleaseError, writeJsonAtomic } from './layout.mjs';
import { currentRegistry, projectsNaming, remoteKeysFor } from './registries.mjs';
import { remotePackage } from './release.mjs';

/** options: { remote, projects: number[] }; ctx as for releaseRemote. Returns the rollbacks done. */
export function rollbackRemote(options, ctx) {
  const { remote: folder } = options;
  remotePackage(ctx.root, folder);
  const chosen = options.projects ?? [];
  const plans = [];
  for (const projectId of projectsNaming(ctx, folder, chosen)) {
    const registry = currentRegistry(ctx, projectId);
    const history = readHistory(ctx.releasesDir, projectId);
    for (const key of remoteKeysFor(registry, folder)) {
      const last = releasesInForce(history, key).at(-1);
      if (!last) continue;
      if (registry.remotes[key].entry !== last.to)
        throw new ReleaseError(
          `project ${projectId}: ${key} is at ${registry.remotes[key].entry}, not at its last release ${last.to}; release it again instead`,
        );
      plans.push({ projectId, key, from: last.to, to: last.from });
    }
  }
  if (plans.length === 0)
    throw new ReleaseError(
      `no earlier version of ${folder} to roll back to${chosen.length ? ` in project ${chosen.join(', ')}` : ''}`,
    );
  for (const { projectId, key, from, to } of plans) {
    const registry = currentRegistry(ctx, projectId);
    registry.remotes[key] = { ...registry.remotes[key], entry: to };
    writeJsonAtomic(publishedRegistryPath(ctx.releasesDir, projectId), registry);
    appendEvent(ctx.releasesDir, projectId, { action: 'rollback', remote: key, from, to }, ctx.now());
    ctx.log(`project ${projectId}: ${key} ${from} → ${to} (rolled back)`);
  }
  return plans;
}
