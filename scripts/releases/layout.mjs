// Where released remotes, published registries and release histories live (the layout the API and the
// nginx configuration serve): <RELEASES_DIR>/remotes/<folder>/<version>/, <RELEASES_DIR>/projects/<id>.json,
// <RELEASES_DIR>/history/<id>.json.
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** A version the API serves as immutable (VERSIONED_REMOTE_PATH in api/src/features/static/cache-control.ts). */
export const VERSION_PATTERN = /^\d+\.\d+\.\d+(?:[-+][0-9A-Za-z.-]+)?$/;

/** A remote package's folder: a plain name, never a path. */
export const FOLDER_PATTERN = /^[a-z0-9][a-z0-9._-]*$/;

/** A refusal: printed as one line, no stack. */
export class ReleaseError extends Error {}

/** RELEASES_DIR as the API resolves it (api/src/config.ts): the variable, else <STATIC_ROOT or repo>/.releases. */
export function releasesDirFrom(env = process.env, root = REPO_ROOT) {
  if (env.RELEASES_DIR) return path.resolve(env.RELEASES_DIR);
  return path.join(env.STATIC_ROOT ? path.resolve(env.STATIC_ROOT) : root, '.releases');
}

export const versionDir = (releasesDir, folder, version) =>
  path.join(releasesDir, 'remotes', folder, version);
export const publishedRegistryPath = (releasesDir, projectId) =>
  path.join(releasesDir, 'projects', `${projectId}.json`);
export const committedRegistryPath = (root, projectId) =>
  path.join(root, 'deploy', 'projects', `${projectId}.json`);
export const historyPath = (releasesDir, projectId) => path.join(releasesDir, 'history', `${projectId}.json`);

/** The address a registry gives a released version's manifest. */
export const versionEntry = (folder, version) => `/remotes/${folder}/${version}/mf-manifest.json`;

export function readJson(file) {
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** Writes beside the target and renames over it: a reader sees the old file or the new one, never half. */
export function writeJsonAtomic(file, value) {
  mkdirSync(path.dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.${Date.now()}.tmp`;
  writeFileSync(temp, `${JSON.stringify(value, null, 2)}\n`);
  renameSync(temp, file);
}
