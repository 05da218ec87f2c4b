// `npm start`: install what is missing, build what changed, and serve the API, the shell and
// the four remotes on one port with the embedded database and the demo olympiad.
import { buildStale, ensureDependencies, ensureNode, ensurePnpm, log, spawnInherit } from './workspace.mjs';

ensureNode();
const pnpm = ensurePnpm();
ensureDependencies(pnpm);
buildStale(pnpm, { force: process.argv.includes('--rebuild') });

log('starting the platform');
const server = spawnInherit(process.execPath, ['api/dist/main.js'], {
  env: { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'production' },
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code) => process.exit(code ?? 0));
