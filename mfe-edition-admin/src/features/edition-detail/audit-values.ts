import type { IntlShape } from 'react-intl';
import {
  AUDIT_FIELDS,
  AUDIT_NUMBERED_FIELDS,
  formatDate,
  formatTime,
  plainTextOf,
  type AuditValueKind,
} from 'shared-contracts';
import {
  administrationTypeLabels,
  cancelledPolicyLabels,
  notificationGroupLabels,
  questionStyleLabels,
} from '../../shared/choice-labels';
import { examKindLabels, questionKindLabels } from '../../shared/exam-labels';
import {
  auditDestinationMessages,
  auditFieldMessages,
  auditNumberedFieldMessages,
  auditStatusMessages,
  auditValueMessages as v,
  type Label,
} from './audit-labels';
import { categoryMessages } from './messages';

/** What a value needs to be shown as the screens show it: the reader's language, the edition's zone. */
export interface AuditContext {
  intl: IntlShape;
  zone: string | null;
  /** The edition's countries by id (country_ids are shown by name). */
  countries: ReadonlyMap<string, string>;
}

const has = <T extends object>(map: T, key: string): key is Extract<keyof T, string> =>
  Object.prototype.hasOwnProperty.call(map, key);

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;
const MAX_TEXT = 80;

/** `marking_threshold` → "Marking threshold": a field the screen has no label for still reads as words. */
const humanised = (field: string) => {
  const words = field.replace(/[._]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** The message naming the field (with its arguments), or null for a field the screen does not know. */
export function auditFieldMessage(field: string): { message: Label; values?: never } | Numbered | null {
  if (has(auditFieldMessages, field)) return { message: auditFieldMessages[field] };
  const template = AUDIT_NUMBERED_FIELDS[0].pattern.exec(field);
  if (template) return { numbered: 'achievementTemplate', values: { level: template[1]! } };
  const mark = AUDIT_NUMBERED_FIELDS[1].pattern.exec(field);
  if (mark) return { numbered: 'mark', values: { question: mark[1]!, round: mark[2]! } };
  return null;
}

type Numbered =
  | { numbered: 'achievementTemplate'; values: { level: string } }
  | { numbered: 'mark'; values: { question: string; round: string } };

/** The field's label, as its form names it; a field the screen does not know, humanised. */
export function auditFieldLabel(field: string, intl: IntlShape): string {
  const found = auditFieldMessage(field);
  if (!found) return humanised(field);
  if ('message' in found) return intl.formatMessage(found.message);
  return found.numbered === 'mark'
    ? intl.formatMessage(auditNumberedFieldMessages.mark, found.values)
    : intl.formatMessage(auditNumberedFieldMessages.achievementTemplate, found.values);
}

function kindOf(field: string): AuditValueKind | 'guess' {
  if (has(AUDIT_FIELDS, field)) return AUDIT_FIELDS[field];
  return AUDIT_NUMBERED_FIELDS.find((f) => f.pattern.test(field))?.kind ?? 'guess';
}

const isEmpty = (value: unknown) =>
  value === null ||
  value === undefined ||
  value === '' ||
  (Array.isArray(value) && value.length === 0) ||
  (typeof value === 'object' && value !== null && !Array.isArray(value) && Object.keys(value).length === 0);

const shortText = (text: string) => (text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT - 1)}…` : text);
const fileName = (value: unknown) => String(value).split(/[?#]/)[0]!.split('/').pop() || String(value);
const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** One of a set of values by its label (the value itself when the set does not know it). */
function labelled(map: Record<string, Label>, value: unknown, intl: IntlShape): string {
  const label = has(map, String(value)) ? map[String(value)] : undefined;
  return label ? intl.formatMessage(label) : String(value);
}

/** An object without a known shape: its name (or description, text, …), else its scalar values. */
function objectText(value: unknown, ctx: AuditContext): string {
  if (Array.isArray(value)) return value.map((item) => objectText(item, ctx)).join('; ');
  if (typeof value !== 'object' || value === null) return scalarText(value, ctx);
  const o = record(value);
  for (const key of ['name', 'description', 'title', 'text', 'comment', 'file_name', 'email', 'url'])
    if (typeof o[key] === 'string' && o[key]) return shortText(plainTextOf(o[key]));
  return Object.values(o)
    .filter((x) => !isEmpty(x) && typeof x !== 'object')
    .map((x) => scalarText(x, ctx))
    .join(' · ');
}

function scalarText(value: unknown, ctx: AuditContext): string {
  if (typeof value === 'boolean') return ctx.intl.formatMessage(value ? v.yes : v.no);
  if (typeof value === 'number') return ctx.intl.formatNumber(value);
  if (typeof value === 'string' && ISO_INSTANT.test(value)) return dateText(value, ctx);
  if (typeof value === 'string') return shortText(value);
  return objectText(value, ctx);
}

/** DD/MM/YYYY HH:mm in the edition's zone, as the forms show dates. */
function dateText(value: unknown, ctx: AuditContext): string {
  const date = formatDate(String(value), ctx.zone);
  return date ? `${date} ${formatTime(String(value), ctx.zone)}` : String(value);
}

const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : [value]);
const numbered = (id: unknown, ctx: AuditContext) => ctx.intl.formatMessage(v.numbered, { id: String(id) });

function byKind(kind: AuditValueKind | 'guess', value: unknown, ctx: AuditContext): string {
  const { intl } = ctx;
  switch (kind) {
    case 'date':
      return dateText(value, ctx);
    case 'boolean':
      return intl.formatMessage(value ? v.yes : v.no);
    case 'number':
      return typeof value === 'number' || (typeof value === 'string' && value.trim() && !isNaN(Number(value)))
        ? intl.formatNumber(Number(value))
        : scalarText(value, ctx);
    case 'richText':
      return shortText(plainTextOf(String(value)));
    case 'file':
      return fileName(value);
    case 'id':
    case 'job':
      return numbered(value, ctx);
    case 'ids':
      return list(value)
        .map((id) => numbered(id, ctx))
        .join(', ');
    case 'correctors':
      return intl.formatMessage(v.correctors, { count: list(value).length });
    case 'countries':
      return list(value)
        .map((id) => ctx.countries.get(String(id)) ?? numbered(id, ctx))
        .join(', ');
    case 'phase':
      return intl.formatMessage(v.phase, { phase: String(value) });
    case 'phases':
      return list(value)
        .map((p) => {
          const { phase, categories } = record(p);
          const names = list(categories ?? [])
            .filter((c) => !isEmpty(c))
            .map((c) => labelled(categoryMessages, c, intl));
          const title = intl.formatMessage(v.phase, { phase: String(phase ?? '') });
          return names.length ? `${title} (${names.join(', ')})` : title;
        })
        .join('; ');
    case 'achievements':
      return list(value)
        .map((a) => {
          const { name, min_score, max_score } = record(a);
          const range = [min_score, max_score].filter((n) => !isEmpty(n)).map((n) => scalarText(n, ctx));
          return range.length ? `${String(name ?? '')} (${range.join('–')})` : String(name ?? '');
        })
        .join('; ');
    case 'templates':
      return Object.entries(record(value))
        .map(([level, file]) => `${intl.formatMessage(v.achievement, { level })}: ${fileName(file)}`)
        .join('; ');
    case 'imported':
      return typeof value === 'object' && value !== null
        ? intl.formatMessage(v.questions, { count: list(record(value).question_ids ?? []).length })
        : intl.formatMessage(v.scores, { count: Number(value) || 0 });
    case 'resolution':
      return shortText(plainTextOf(String(record(value).comment ?? ''))) || intl.formatMessage(v.none);
    case 'status':
      return labelled(auditStatusMessages, value, intl);
    case 'kind':
      return labelled({ ...examKindLabels, ...questionKindLabels }, value, intl);
    case 'administrationType':
      return labelled(administrationTypeLabels, value, intl);
    case 'questionStyle':
      return labelled(questionStyleLabels, value, intl);
    case 'cancelledQuestionPolicy':
      return labelled(cancelledPolicyLabels, value, intl);
    case 'notificationDestination':
      return labelled(auditDestinationMessages, value, intl);
    case 'notificationGroup':
      return labelled(notificationGroupLabels, value, intl);
    case 'videos':
    case 'alternatives':
    case 'text':
    case 'guess':
      return Array.isArray(value) ? value.map((x) => scalarText(x, ctx)).join(', ') : scalarText(value, ctx);
  }
}

/** A field's value as the screens show it: "Nenhum" when empty, dates, labels, names and counts. */
export function auditValueText(field: string, value: unknown, ctx: AuditContext): string {
  if (isEmpty(value)) return ctx.intl.formatMessage(v.none);
  const text = byKind(kindOf(field), value, ctx);
  return text || ctx.intl.formatMessage(v.none);
}
