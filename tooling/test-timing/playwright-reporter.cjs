// A Playwright reporter (added beside `list`) that records each spec file's time for `npm test`'s
// timing table: the sum of its tests' durations, retries included.
const { recordFileTimes } = require('./record.cjs');

class TimingReporter {
  constructor() {
    this.byFile = new Map();
  }

  onTestEnd(test, result) {
    const file = test.location.file;
    this.byFile.set(file, (this.byFile.get(file) ?? 0) + result.duration);
  }

  onEnd() {
    recordFileTimes(
      process.env.TEST_TIMINGS_SUITE ?? 'e2e',
      [...this.byFile].map(([file, ms]) => ({ file, ms })),
    );
  }

  printsToStdio() {
    return false;
  }
}

module.exports = TimingReporter;
