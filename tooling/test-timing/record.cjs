// Where each test suite writes how long its files took, when `npm test` asks (TEST_TIMINGS_DIR):
// one JSON line per file, { suite, file, ms }, appended to <dir>/<suite>.jsonl. Read by table.mjs.
const fs = require('node:fs');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '../..');

/** Appends the files' times for `suite`; does nothing when `npm test` is not recording. */
function recordFileTimes(suite, times) {
  const dir = process.env.TEST_TIMINGS_DIR;
  if (!dir || times.length === 0) return;
  fs.mkdirSync(dir, { recursive: true });
  const lines = times.map(({ file, ms }) =>
    JSON.stringify({ suite, file: path.relative(ROOT, file), ms: Math.round(ms) }),
  );
  fs.appendFileSync(path.join(dir, `${suite}.jsonl`), lines.join('\n') + '\n');
}

module.exports = { recordFileTimes };
