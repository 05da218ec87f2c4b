// The project registries a release rewrites: the published one (<RELEASES_DIR>/projects/<id>.json) when
// there is one, else the committed default (deploy/projects/<id>.json), as the API serves them.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { committedRegistryPath, publishedRegistryPath, readJson, ReleaseError } from './layout.mjs';

const projectIdsIn = (dir) =>
  existsSync(dir)
    ? readdirSync(dir)
        .map((file) => /^(\d+)\.json$/.exec(file)?.[1])
        .filter(Boolean)
        .map(Number)
    : [];

/** Every project with a registry, committed or published, in ascending order. */
export function knownProjects({ root, releasesDir }) {
  const ids = new Set([
    ...projectIdsIn(path.join(root, 'deploy', 'projects')),
    ...projectIdsIn(path.join(releasesDir, 'projects')),
  ]);
  return [...ids].sort((a, b) => a - b);
}

/** The registry the API serves for a project right now. */
export function currentRegistry({ root, releasesDir }, projectId) {
  const published = publishedRegistryPath(releasesDir, projectId);
  if (existsSync(published)) return readJson(published);
  const committed = committedRegistryPath(root, projectId);
  if (existsSync(committed)) return readJson(committed);
  throw new ReleaseError(`project ${projectId} has no registry (deploy/projects/${projectId}.json)`);
}

/** The folder an entry points into: /remotes/<folder>/… (relative or absolute address). */
function folderOfEntry(entry) {
  try {
    return /^\/remotes\/([^/]+)\//.exec(new URL(entry, 'http://registry.invalid').pathname)?.[1];
  } catch {
    return undefined;
  }
}

/** The registry keys (remote names) whose entry lives under /remotes/<folder>/. */
export function remoteKeysFor(registry, folder) {
  return Object.entries(registry.remotes ?? {})
    .filter(([, remote]) => folderOfEntry(remote?.entry ?? '') === folder)
    .map(([key]) => key);
}

/** The projects to act on: the chosen ones (each must name the remote), else every one that names it. */
export function projectsNaming(ctx, folder, chosen) {
  if (chosen.length > 0) {
    for (const id of chosen) {
      if (remoteKeysFor(currentRegistry(ctx, id), folder).length === 0)
        throw new ReleaseError(`the registry of project ${id} names no remote under /remotes/${folder}/`);
    }
    return chosen;
  }
  const naming = knownProjects(ctx).filter(
    (id) => remoteKeysFor(currentRegistry(ctx, id), folder).length > 0,
  );
  if (naming.length === 0)
    throw new ReleaseError(`no project registry names a remote under /remotes/${folder}/`);
  return naming;
}
