import type { Locale, QuestionFormat } from '../../shared-rules.js';
import type { ParsedFile } from './exchange-question.js';
import { readJson } from './json-format.js';
import { readMoodle } from './moodle-format.js';
import { readQti } from './qti-format.js';
import { parsePlain } from './xml.js';

/**
 * Which format a file is, by its content (never its name): a zip (PK\x03\x04) is a QTI package; XML
 * whose root is <quiz> is Moodle XML; text that starts as JSON is questions.json. Undefined otherwise;
 * XML that is not well-formed throws BrokenFile.
 */
export function detectFormat(bytes: Buffer): QuestionFormat | undefined {
  if (bytes.length >= 4 && bytes.readUInt32BE(0) === 0x504b0304) return 'qti';
  const text = bytes
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart();
  if (text.startsWith('{') || text.startsWith('[')) return 'json';
  // XML that is not well-formed is a BrokenFile (thrown by parsePlain); XML of another root is unknown.
  if (text.startsWith('<')) return 'quiz' in parsePlain(text, []) ? 'moodle' : undefined;
  return undefined;
}

/** The file read by its format's reader. */
export function readQuestionsFile(format: QuestionFormat, bytes: Buffer, locale: Locale): ParsedFile {
  const text = () => bytes.toString('utf8').replace(/^\uFEFF/, '');
  if (format === 'qti') return readQti(bytes);
  if (format === 'moodle') return readMoodle(text(), locale);
  return readJson(text());
}
