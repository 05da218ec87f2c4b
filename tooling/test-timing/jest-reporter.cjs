// A jest reporter (added beside the default one) that records each test file's run time for
// `npm test`'s timing table.
const path = require('node:path');
const { recordFileTimes } = require('./record.cjs');

class TimingReporter {
  constructor() {
    this.times = [];
  }

  onTestResult(test, result) {
    const suite = process.env.TEST_TIMINGS_SUITE ?? path.basename(test.context.config.rootDir);
    this.times.push({ suite, file: test.path, ms: result.perfStats.end - result.perfStats.start });
  }

  onRunComplete() {
    // One run may hold several packages (the root jest.config.cjs): each is its own suite in the table.
    for (const suite of new Set(this.times.map((time) => time.suite))) {
      recordFileTimes(
        suite,
        this.times.filter((time) => time.suite === suite),
      );
    }
  }
}

module.exports = TimingReporter;
