// `pnpm release <remote>`: build and test that one remote package, publish its build under
// /remotes/<folder>/<version>/ and point the chosen projects' registries at it. Nothing else is built.
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { treeHash, copyTreeAtomic, filesOf } from './dist-tree.mjs';
import { appendEvent } from './history.mjs';
import {
  FOLDER_PATTERN,
  publishedRegistryPath,
  readJson,
  ReleaseError,
  VERSION_PATTERN,
  versionDir,
  versionEntry,
  writeJsonAtomic,
} from './layout.mjs';
import { currentRegistry, projectsNaming, remoteKeysFor } from './registries.mjs';

/** The remote package in <root>/<folder>: its package.json, refused when there is none. */
export function remotePackage(root, folder) {
  const manifest = path.join(root, folder ?? '', 'package.json');
  if (!folder || !FOLDER_PATTERN.test(folder) || !existsSync(manifest))
    throw new ReleaseError(`no remote package folder named "${folder ?? ''}" in ${root}`);
  return readJson(manifest);
}

/**
 * Releases one remote. ctx: { root, releasesDir, run(command, args), log(line), now() }.
 * options: { remote, projects: number[], version?, skipBuild, skipTests }. Returns what it published.
 */
export function releaseRemote(options, ctx) {
  const { remote: folder } = options;
  const pkg = remotePackage(ctx.root, folder);
  const projects = projectsNaming(ctx, folder, options.projects ?? []);
  if (options.version !== undefined && !VERSION_PATTERN.test(options.version))
    throw new ReleaseError(`version "${options.version}" is not of the form 1.2.3 or 1.2.3-suffix`);

  if (!options.skipBuild) {
    ctx.run('pnpm', ['--filter', pkg.name, 'run', 'build']);
    ctx.log(`built ${pkg.name}`);
  }
  if (!options.skipTests) {
    ctx.run('pnpm', ['--filter', pkg.name, 'run', '--if-present', 'test']);
    ctx.log(`tested ${pkg.name}`);
  }
  const dist = path.join(ctx.root, folder, 'dist');
  if (!existsSync(path.join(dist, 'mf-manifest.json')))
    throw new ReleaseError(`${folder}/dist/mf-manifest.json is missing: build ${pkg.name} first`);

  const hash = treeHash(dist);
  const version = options.version ?? `${pkg.version}-${hash.slice(0, 10)}`;
  const target = versionDir(ctx.releasesDir, folder, version);
  if (existsSync(target)) {
    if (treeHash(target) !== hash)
      throw new ReleaseError(
        `version ${version} of ${folder} is already released with other content; choose another --version`,
      );
    ctx.log(`${folder} ${version} is already published with this content`);
  } else {
    mkdirSync(path.dirname(target), { recursive: true });
    copyTreeAtomic(dist, target);
    ctx.log(`published ${filesOf(target).length} files of ${folder} as /remotes/${folder}/${version}/`);
  }

  const entry = versionEntry(folder, version);
  for (const projectId of projects) {
    const registry = currentRegistry(ctx, projectId);
    const keys = remoteKeysFor(registry, folder).filter((key) => registry.remotes[key].entry !== entry);
    if (keys.length === 0) {
      ctx.log(`project ${projectId}: already on ${folder} ${version}`);
      continue;
    }
    const before = Object.fromEntries(keys.map((key) => [key, registry.remotes[key].entry]));
    for (const key of keys) registry.remotes[key] = { ...registry.remotes[key], entry };
    writeJsonAtomic(publishedRegistryPath(ctx.releasesDir, projectId), registry);
    for (const key of keys) {
      appendEvent(
        ctx.releasesDir,
        projectId,
        { action: 'release', remote: key, version, from: before[key], to: entry },
        ctx.now(),
      );
      ctx.log(`project ${projectId}: ${key} ${before[key]} → ${entry}`);
    }
  }
  return { folder, version, entry, projects };
}
