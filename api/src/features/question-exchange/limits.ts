/**
 * Caps of an import (issue 14): the uploaded file, and what a QTI zip may expand to (a zip bomb is
 * refused before it is inflated: the entry count and the declared sizes are checked first, and each
 * entry is inflated into a buffer of its declared size, so a lying header cannot grow it).
 */
export const EXCHANGE_LIMITS = {
  fileMaxBytes: 5 * 1024 * 1024,
  zipMaxEntries: 500,
  zipMaxTotalBytes: 20 * 1024 * 1024,
  zipMaxEntryBytes: 5 * 1024 * 1024,
  /** Questions in one file (more is refused, not truncated). */
  maxQuestions: 500,
  /** Questions one export may name. */
  maxExportIds: 1000,
} as const;
