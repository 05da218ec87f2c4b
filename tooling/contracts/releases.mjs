// The released versions of shared-contracts (shared-contracts/releases.json: version → the commit that
// released it). A commit, not a git tag: CI clones may lack tags, never the history. The previous-minor
// e2e (e2e/scripts/previous-minor.mjs) builds a remote at the commit of the previous minor.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const semver = require('semver');

/** { version: commit } of shared-contracts' releases. */
export function readReleases(root) {
  return JSON.parse(readFileSync(path.join(root, 'shared-contracts', 'releases.json'), 'utf8'));
}

/**
 * The latest release of an earlier minor than `current`'s, in the same major (its code must work with
 * `current`), or undefined when `current` is the first minor of its major (X.0.z).
 */
export function previousMinor(current, releases) {
  const { major, minor } = semver.parse(current);
  const [version] = semver.rsort(
    Object.keys(releases).filter(
      (v) => semver.valid(v) && semver.major(v) === major && semver.minor(v) < minor,
    ),
  );
  return version ? { version, commit: releases[version] } : undefined;
}

/** shared-contracts' version at `commit`, read from git (undefined when git has no such commit). */
export function versionAt(root, commit) {
  try {
    const text = execFileSync('git', ['show', `${commit}:shared-contracts/package.json`], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    return JSON.parse(text).version;
  } catch {
    return undefined;
  }
}

/** One line per release entry that is not a full commit of the history holding that version. */
export function releaseProblems(root, releases = readReleases(root)) {
  const problems = [];
  for (const [version, commit] of Object.entries(releases)) {
    if (!semver.valid(version)) problems.push(`releases.json: "${version}" is not a semver version`);
    else if (!/^[0-9a-f]{40}$/.test(commit))
      problems.push(`releases.json: ${version} names "${commit}", not a full commit hash`);
    else {
      const found = versionAt(root, commit);
      if (found !== version)
        problems.push(
          found === undefined
            ? `releases.json: ${version} names ${commit}, which this clone's history does not hold`
            : `releases.json: ${version} names ${commit}, where shared-contracts is ${found}`,
        );
    }
  }
  return problems;
}
