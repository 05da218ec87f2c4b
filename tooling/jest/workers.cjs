// How many jest workers: JEST_WORKERS, else one more than the cores. A component test spends a good part of
// its time waiting (a polling interval, a debounce, a timer it tests), so on two cores a third worker keeps
// them busy; jest's own default (cores − 1) left one core idle.
const os = require('node:os');

function jestWorkers() {
  const asked = Number(process.env.JEST_WORKERS);
  return Number.isInteger(asked) && asked > 0 ? asked : os.availableParallelism() + 1;
}

module.exports = { jestWorkers };
