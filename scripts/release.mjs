#!/usr/bin/env node
// pnpm release <remote folder> [--project N]... [--version X] [--skip-build] [--skip-tests]
// Builds and tests that one remote, publishes it to <RELEASES_DIR>/remotes/<folder>/<version>/ and points
// the registries of the chosen projects (default: every one that names it) at it. See README "Releasing a remote".
import { main } from './releases/cli.mjs';

process.exitCode = main('release', process.argv.slice(2));
