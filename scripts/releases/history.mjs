// The release history of a project (<RELEASES_DIR>/history/<id>.json): every release and rollback in
// order. Replayed, it gives each remote's stack of releases still in force; a rollback pops the top one.
import { existsSync } from 'node:fs';
import { historyPath, readJson, writeJsonAtomic } from './layout.mjs';

export function readHistory(releasesDir, projectId) {
  const file = historyPath(releasesDir, projectId);
  return existsSync(file) ? readJson(file) : { projectId, events: [] };
}

/** Appends one event ({ action, remote, from, to, version }) with its time. */
export function appendEvent(releasesDir, projectId, event, now = new Date()) {
  const history = readHistory(releasesDir, projectId);
  history.events.push({ at: now.toISOString(), ...event });
  writeJsonAtomic(historyPath(releasesDir, projectId), history);
}

/** The releases of one remote still in force, oldest first: each `{ from, to, version }`. */
export function releasesInForce(history, remote) {
  const stack = [];
  for (const event of history.events) {
    if (event.remote !== remote) continue;
    if (event.action === 'release') stack.push(event);
    else if (event.action === 'rollback') stack.pop();
  }
  return stack;
}
