// A node:test reporter (added beside `spec`) that records each test file's time for `npm test`'s timing
// table. By default a file's time is the duration of its own `test:complete` event (its process from start
// to end). When files share a process (the API suite's groups, TEST_TIMINGS_BY_DEFINITION=1), a file's time
// is the sum of its top-level tests and suites, named by the file that defines them.
import { createRequire } from 'node:module';
import path from 'node:path';

const { recordFileTimes } = createRequire(import.meta.url)('./record.cjs');

export default async function* timingReporter(source) {
  const suite = process.env.TEST_TIMINGS_SUITE ?? path.basename(process.cwd());
  const byDefinition = process.env.TEST_TIMINGS_BY_DEFINITION === '1';
  const times = new Map();
  for await (const event of source) {
    if (event.type !== 'test:complete') continue;
    const { file, name, nesting, details } = event.data ?? {};
    if (!file || details?.duration_ms === undefined) continue;
    const wholeFile = name === file;
    if (byDefinition ? !wholeFile && nesting === 0 : wholeFile) {
      times.set(file, (times.get(file) ?? 0) + details.duration_ms);
    }
  }
  recordFileTimes(
    suite,
    [...times].map(([file, ms]) => ({ file, ms })),
  );
  yield '';
}
