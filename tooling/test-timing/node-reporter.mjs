// A node:test reporter (added beside `spec`) that records each test file's time for `npm test`'s timing
// table: the duration of the file's own `test:complete` event (its process from start to end).
import { createRequire } from 'node:module';
import path from 'node:path';

const { recordFileTimes } = createRequire(import.meta.url)('./record.cjs');

export default async function* timingReporter(source) {
  const suite = process.env.TEST_TIMINGS_SUITE ?? path.basename(process.cwd());
  const times = [];
  for await (const event of source) {
    const { file, name, details } = event.data ?? {};
    if (event.type === 'test:complete' && file && name === file && details?.duration_ms !== undefined) {
      times.push({ file, ms: details.duration_ms });
    }
  }
  recordFileTimes(suite, times);
  yield '';
}
