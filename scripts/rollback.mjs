#!/usr/bin/env node
// pnpm rollback <remote folder> [--project N]...
// Points the registries back at the version in force before the remote's last release.
import { main } from './releases/cli.mjs';

process.exitCode = main('rollback', process.argv.slice(2));
