// A node:test reporter (added beside `spec`) that records each test file's time for `npm test`'s
// timing table. node:test reports no event for a file itself, so a file's time is the span from the
// end of the file before it (or the run's start) to its last event: with files one at a time that
// includes the file's process start and module loading; with files in parallel, from its first event.
import { createRequire } from 'node:module';
import path from 'node:path';

const { recordFileTimes } = createRequire(import.meta.url)('./record.cjs');

export default async function* timingReporter(source) {
  const suite = process.env.TEST_TIMINGS_SUITE ?? path.basename(process.cwd());
  const spans = new Map();
  let lastEnd = performance.now();
  for await (const event of source) {
    const file = event.data?.file;
    if (!file) continue;
    const now = performance.now();
    const span = spans.get(file) ?? { start: Math.min(lastEnd, now), end: now };
    span.end = now;
    spans.set(file, span);
    lastEnd = now;
  }
  recordFileTimes(
    suite,
    [...spans].map(([file, { start, end }]) => ({ file, ms: end - start })),
  );
  yield '';
}
