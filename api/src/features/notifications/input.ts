import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { hasControlCharacters, sanitizeRichText } from '../../http/text-input.js';
import { ApiError, type JsonApiErrorObject } from '../../jsonapi/errors.js';
import {
  APP_MESSAGE_MAX_CHARACTERS,
  appMessageFits,
  CHIP_EMAIL_PATTERN,
  groupAllowsExam,
  groupNeedsExam,
  plainTextOf,
  type Locale,
  type MessageValues,
  type NotificationBody,
  type NotificationCategory,
  type NotificationDestination,
  type NotificationGroup,
} from '../../shared-rules.js';
import { loadEdition } from '../editions/load.js';
import { idOf } from '../grading/score-routes.js';
import { notificationError, notificationFailure, type NotificationMessageKey } from './messages.js';

/** A send as it is stored: checked, its texts made safe, its extra addresses lowercased and unique. */
export interface NotificationInput {
  editionId: number;
  exam: { id: number; phase: number; categories: string[] } | null;
  destination: NotificationDestination;
  group: NotificationGroup;
  category: NotificationCategory;
  subject: string | null;
  /** E-mail: the sanitised HTML (or the plain text as sent); app: the plain text. */
  message: string;
  /** E-mail only: the plain-text part, and the HTML part when the message is rich text. */
  bodyText: string;
  bodyHtml: string | null;
  singleEmails: string[];
}

/** Markup: the message is rich text (HTML from the editor), else plain text. */
export const looksLikeHtml = (text: string) => /<[a-z][^>]*>|&[a-z#0-9]+;/i.test(text);

/** Block ends of rich text: where the plain-text part starts a new line. */
const BLOCK_END = /<br\s*\/?>|<\/(?:p|div|li|h[1-6]|blockquote|pre)>/gi;

/** The plain-text part of sanitised HTML: each block's text (plainTextOf) on its own line. */
export const plainTextPart = (html: string) =>
  html
    .split(BLOCK_END)
    .map((block) => plainTextOf(block))
    .filter(Boolean)
    .join('\n');

/** The categories of the exam's phase: the edition's first phase row of that number (as the teams do). */
async function phaseCategories(db: Kysely<Database>, editionId: number, phase: number): Promise<string[]> {
  const row = await db
    .selectFrom('phases')
    .select('categories')
    .where('edition_id', '=', editionId)
    .where('phase', '=', phase)
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  return Array.isArray(row?.categories) ? row.categories.map(String) : [];
}

/**
 * Checks a POST notification body (spec 2 §5, §8) and makes it what is stored: 404 for an unknown
 * edition; 422 with every problem of the fields otherwise, in the caller's language.
 */
export async function notificationInput(
  db: Kysely<Database>,
  projectId: number,
  body: NotificationBody,
  locale: Locale,
): Promise<NotificationInput> {
  const editionId = idOf(body.edition.id);
  const edition = editionId === undefined ? undefined : await loadEdition(db, editionId, projectId);
  if (!edition) throw notificationFailure(404, 'editionNotFound', locale, '/edition/id');
  const errors: JsonApiErrorObject[] = [];
  const fail = (key: NotificationMessageKey, pointer: string, values?: MessageValues) =>
    errors.push(notificationError(422, key, locale, pointer, values));

  // The phase (spec 2 §5): required unless the group is students, and it must allow the group.
  let exam: NotificationInput['exam'] = null;
  const examId = body.exam ? idOf(body.exam.id) : undefined;
  if (body.exam) {
    const row =
      examId === undefined
        ? undefined
        : await db
            .selectFrom('exams')
            .select(['id', 'phase', 'ranking_available_at'])
            .where('id', '=', examId)
            .where('edition_id', '=', edition.id)
            .executeTakeFirst();
    if (!row) fail('examNotInEdition', '/exam');
    else {
      exam = { id: row.id, phase: row.phase, categories: await phaseCategories(db, edition.id, row.phase) };
      const forGroup = {
        categories: exam.categories,
        ranking_available_at: row.ranking_available_at
          ? new Date(row.ranking_available_at).toISOString()
          : null,
      };
      if (!groupAllowsExam(body.group, forGroup))
        fail(body.group === 'ranked_participants' ? 'phaseNotRanked' : 'phaseNotOpen', '/exam', {
          phase: row.phase,
        });
    }
  } else if (groupNeedsExam(body.group)) fail('phaseRequired', '/exam');

  const email = body.destination === 'email';
  // The subject: e-mail only, required, one line (a CR or LF would start a new mail header).
  const subject = email ? (body.subject ?? '').trim() : null;
  if (email && !subject) fail('subjectRequired', '/subject');
  else if (subject && hasControlCharacters(subject)) fail('subjectOneLine', '/subject');

  // The message: rich text (sanitised) or plain text by e-mail; plain text by app, up to
  // APP_MESSAGE_MAX_CHARACTERS characters as a person sees them (the form's counter's rule: an emoji is one).
  let message = body.message.trim();
  let bodyText = message;
  let bodyHtml: string | null = null;
  if (hasControlCharacters(message, true)) fail('messageControl', '/message');
  else if (email && looksLikeHtml(message)) {
    message = sanitizeRichText(message);
    bodyHtml = message;
    bodyText = plainTextPart(message);
  }
  if (!bodyText.trim()) fail('messageRequired', '/message');
  else if (!email && !appMessageFits(message))
    fail('appMessageTooLong', '/message', { max: APP_MESSAGE_MAX_CHARACTERS });

  // The extra addresses (e-mail only): valid, lowercased, each once.
  const typed = body.target?.emails ?? [];
  if (!email && typed.length) fail('emailsOnlyForEmail', '/target/emails');
  const singleEmails = new Set<string>();
  typed.forEach((raw, i) => {
    const address = raw.trim().toLowerCase();
    if (CHIP_EMAIL_PATTERN.test(address)) singleEmails.add(address);
    else fail('badEmail', `/target/emails/${i}`, { email: raw.slice(0, 100) });
  });

  if (errors.length) throw new ApiError(422, errors);
  return {
    editionId: edition.id,
    exam,
    destination: body.destination,
    group: body.group,
    category: body.category ?? 'general',
    subject,
    message,
    bodyText,
    bodyHtml,
    singleEmails: email ? [...singleEmails] : [],
  };
}
