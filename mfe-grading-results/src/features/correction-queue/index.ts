// The caller's correction queue, as the correction screen reads it to offer the next participant (the
// page itself is loaded by the participants area from its own chunk).
export { fetchMyCorrections, isUnfinished, myCorrectionsKey, type MyCorrection } from './api/my-corrections';
