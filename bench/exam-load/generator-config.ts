/** Requests in flight in the capacity runs: enough to keep a single-threaded API busy. */
export const CAPACITY_WORKERS = 32;
