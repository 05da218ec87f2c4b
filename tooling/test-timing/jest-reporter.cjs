// A jest reporter (added beside the default one) that records each test file's run time for
// `npm test`'s timing table.
const path = require('node:path');
const { recordFileTimes } = require('./record.cjs');

class TimingReporter {
  constructor() {
    this.times = [];
  }

  onTestResult(test, result) {
    this.times.push({ file: test.path, ms: result.perfStats.end - result.perfStats.start });
  }

  onRunComplete() {
    recordFileTimes(process.env.TEST_TIMINGS_SUITE ?? path.basename(process.cwd()), this.times);
  }
}

module.exports = TimingReporter;
