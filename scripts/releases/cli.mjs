// The command lines of `pnpm release` and `pnpm rollback`: arguments, the real command runner, and one
// clear line (exit 1) for a refusal or a failed step.
import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { REPO_ROOT, releasesDirFrom, ReleaseError } from './layout.mjs';
import { releaseRemote } from './release.mjs';
import { rollbackRemote } from './rollback.mjs';

const USAGE = {
  release: 'usage: pnpm release <remote folder> [--project N]... [--version X] [--skip-build] [--skip-tests]',
  rollback: 'usage: pnpm rollback <remote folder> [--project N]...',
};

const OPTIONS = {
  release: {
    project: { type: 'string', multiple: true },
    version: { type: 'string' },
    'skip-build': { type: 'boolean' },
    'skip-tests': { type: 'boolean' },
  },
  rollback: { project: { type: 'string', multiple: true } },
};

/** Runs a step in the repository with its output shown; a failure stops the release. */
export function runCommand(command, args, cwd = REPO_ROOT) {
  const result = spawnSync(command, args, { cwd, stdio: 'inherit' });
  if (result.status !== 0)
    throw new ReleaseError(
      `${command} ${args.join(' ')} failed (exit code ${result.status ?? result.signal})`,
    );
}

function parse(command, argv) {
  const { values, positionals } = parseArgs({
    args: argv,
    options: OPTIONS[command],
    allowPositionals: true,
  });
  if (positionals.length !== 1) throw new ReleaseError(USAGE[command]);
  const projects = (values.project ?? []).map((raw) => {
    if (!/^\d+$/.test(raw)) throw new ReleaseError(`--project takes a project id, not "${raw}"`);
    return Number(raw);
  });
  return {
    remote: positionals[0],
    projects,
    version: values.version,
    skipBuild: values['skip-build'] ?? false,
    skipTests: values['skip-tests'] ?? false,
  };
}

/** `command` is 'release' or 'rollback'; returns the exit code. ctx overrides the real one (tests). */
export function main(command, argv, ctx = {}) {
  const root = ctx.root ?? REPO_ROOT;
  const full = {
    root,
    releasesDir: ctx.releasesDir ?? releasesDirFrom(process.env, root),
    run: ctx.run ?? ((cmd, args) => runCommand(cmd, args, root)),
    log: ctx.log ?? ((line) => console.log(line)),
    now: ctx.now ?? (() => new Date()),
  };
  const report = ctx.error ?? ((line) => console.error(line));
  try {
    const options = parse(command, argv);
    if (command === 'release') releaseRemote(options, full);
    else rollbackRemote(options, full);
    return 0;
  } catch (error) {
    if (!(error instanceof ReleaseError) && error?.code !== 'ERR_PARSE_ARGS_UNKNOWN_OPTION') throw error;
    report(`${command}: ${error.message}`);
    return 1;
  }
}
