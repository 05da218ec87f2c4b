// How test/run.ts shares processes between test files. Each file in a process of its own paid about a
// second of module loading (tsx, Fastify, oidc-provider, the AWS SDK…) and PGlite's WebAssembly compile
// again for every file; a process that runs several files pays them once, which halves the suite's CPU.
// The files are dealt into groups, longest first, each to the group with the least work so far, by how long
// each file took in this machine's last run (kept in the machine cache); a file with no record counts as
// the median of those known.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Files dealt into `count` groups of about equal time, the longest group first. */
export function groupFiles(
  files: readonly string[],
  count: number,
  durations: Record<string, number>,
): string[][] {
  const known = files.map((file) => durations[file]).filter((ms): ms is number => Number.isFinite(ms));
  const sorted = [...known].sort((a, b) => a - b);
  const fallback = sorted.length ? sorted[Math.floor(sorted.length / 2)]! : 1;
  const weight = (file: string) => durations[file] ?? fallback;
  const groups = Array.from({ length: Math.max(1, Math.min(count, files.length)) }, () => ({
    files: [] as string[],
    ms: 0,
  }));
  for (const file of [...files].sort((a, b) => weight(b) - weight(a) || a.localeCompare(b))) {
    const lightest = groups.reduce((min, group) => (group.ms < min.ms ? group : min));
    lightest.files.push(file);
    lightest.ms += weight(file);
  }
  return groups.sort((a, b) => b.ms - a.ms).map((group) => group.files);
}

function durationsFile(): string {
  const cache = process.env.OLYMPIAD_CACHE_DIR ?? path.join(os.homedir(), '.cache', 'olympiad-platform');
  return path.join(cache, 'api-test-durations.json');
}

/** Each file's time in this machine's last run (path relative to the api package → ms). */
export function readDurations(): Record<string, number> {
  try {
    return JSON.parse(readFileSync(durationsFile(), 'utf8')) as Record<string, number>;
  } catch {
    return {};
  }
}

/** Keeps this run's times for the next run's groups (a file not run this time keeps its old time). */
export function saveDurations(times: Record<string, number>): void {
  const file = durationsFile();
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify({ ...readDurations(), ...times }, null, 1));
}
