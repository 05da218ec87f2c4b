import { TEAM_MESSAGE_IDS as M, type TeamMessageId } from './messages';

/**
 * Business rules of the teams and files of project phases (spec 3 §4 "Teams and files", §5, §9),
 * shared by the team screens and the API.
 */

/** Phase categories that make an exam a project phase (teams and files). */
export const PROJECT_CATEGORIES = ['pre_project', 'in_group', 'final_project'] as const;
export type ProjectCategory = (typeof PROJECT_CATEGORIES)[number];

export function isProjectCategory(value: unknown): value is ProjectCategory {
  return typeof value === 'string' && (PROJECT_CATEGORIES as readonly string[]).includes(value);
}

/** Team roles: member is shown as Estudante, teacher as Professor, leader as Líder. */
export const TEAM_ROLES = ['member', 'teacher', 'leader'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];

/** Roles a member can be given: the leader is the team's creator, never chosen. */
export const ASSIGNABLE_ROLES = ['member', 'teacher'] as const satisfies readonly TeamRole[];
export type AssignableRole = (typeof ASSIGNABLE_ROLES)[number];

/** Members of an in_group team when the phase does not say (phases.additional_data.member_limit). */
export const DEFAULT_MEMBER_LIMIT = 5;

/** The member limit of a phase from its additional_data; the default when absent or not a positive integer. */
export function memberLimitOf(phaseAdditionalData: unknown): number {
  if (phaseAdditionalData === null || typeof phaseAdditionalData !== 'object') return DEFAULT_MEMBER_LIMIT;
  const raw = (phaseAdditionalData as { member_limit?: unknown }).member_limit;
  const limit = typeof raw === 'string' && /^\s*\d+\s*$/.test(raw) ? Number(raw) : raw;
  return typeof limit === 'number' && Number.isInteger(limit) && limit > 0 ? limit : DEFAULT_MEMBER_LIMIT;
}

export interface TeamState {
  /** Members already in the team, leader included. */
  count: number;
  limit: number;
  hasTeacher: boolean;
}

/**
 * The roles the member form offers: none at the limit; only 'teacher' when one place remains and the
 * team has no teacher; otherwise member and teacher.
 */
export function offeredRoles({ count, limit, hasTeacher }: TeamState): AssignableRole[] {
  if (count >= limit) return [];
  if (limit - count === 1 && !hasTeacher) return ['teacher'];
  return [...ASSIGNABLE_ROLES];
}

/** Whether a team needs the "teacher required" banner: no teacher and at most one place left. */
export function needsTeacher({ count, limit, hasTeacher }: TeamState): boolean {
  return !hasTeacher && limit - count <= 1;
}

/**
 * Why a member with this role cannot join the team, or null when it can: a role other than member or
 * teacher, the limit ('Limite de membros atingido') or the last place kept for the teacher.
 */
export function memberAdditionError(state: TeamState, role: string): TeamMessageId | null {
  if (!(ASSIGNABLE_ROLES as readonly string[]).includes(role)) return M.leaderRole;
  if (state.count >= state.limit) return M.limit;
  if (!offeredRoles(state).includes(role as AssignableRole)) return M.teacherRequired;
  return null;
}

/** Files a participation may send per category (spec §5, §9: 2, and 15 for in-group). */
export const FILE_CAPS: Readonly<Record<ProjectCategory, number>> = {
  pre_project: 2,
  in_group: 15,
  final_project: 2,
};

/** Largest accepted file: 10 MB. */
export const MAX_FILE_BYTES = 10 * 1024 * 1024;

/** Video URLs accepted in one upload. */
export const MAX_VIDEO_URLS_PER_UPLOAD = 10;

/** How the server recognises a file's content, whatever its name says. */
export type FileContentKind = 'pdf' | 'png' | 'jpeg' | 'zip' | 'text';

export interface AcceptedFileType {
  /** Lower-case extension, without the dot. */
  extension: string;
  /** What 'Formatos aceitos: …' shows. */
  label: string;
  contentType: string;
  kind: FileContentKind;
}

export const ACCEPTED_FILE_TYPES: readonly AcceptedFileType[] = [
  { extension: 'pdf', label: 'PDF', contentType: 'application/pdf', kind: 'pdf' },
  { extension: 'png', label: 'PNG', contentType: 'image/png', kind: 'png' },
  { extension: 'jpg', label: 'JPG', contentType: 'image/jpeg', kind: 'jpeg' },
  { extension: 'jpeg', label: 'JPEG', contentType: 'image/jpeg', kind: 'jpeg' },
  { extension: 'zip', label: 'ZIP', contentType: 'application/zip', kind: 'zip' },
  {
    extension: 'docx',
    label: 'DOCX',
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    kind: 'zip',
  },
  {
    extension: 'pptx',
    label: 'PPTX',
    contentType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    kind: 'zip',
  },
  {
    extension: 'xlsx',
    label: 'XLSX',
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    kind: 'zip',
  },
  { extension: 'txt', label: 'TXT', contentType: 'text/plain; charset=utf-8', kind: 'text' },
  { extension: 'csv', label: 'CSV', contentType: 'text/csv; charset=utf-8', kind: 'text' },
  { extension: 'py', label: 'PY', contentType: 'text/x-python; charset=utf-8', kind: 'text' },
  { extension: 'ipynb', label: 'IPYNB', contentType: 'application/x-ipynb+json', kind: 'text' },
  { extension: 'md', label: 'MD', contentType: 'text/markdown; charset=utf-8', kind: 'text' },
];

/** 'PDF, PNG, JPG, …' for 'Formatos aceitos: {formats}'. */
export const ACCEPTED_FORMATS_LABEL = ACCEPTED_FILE_TYPES.map((t) => t.label).join(', ');

/** The `accept` attribute of the file input ('.pdf,.png,…'). */
export const ACCEPTED_FILE_INPUT = ACCEPTED_FILE_TYPES.map((t) => `.${t.extension}`).join(',');

/** The lower-case extension of a file name ('Relatório.PDF' → 'pdf'), '' when there is none. */
export function fileExtension(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot <= 0 || dot === base.length - 1 ? '' : base.slice(dot + 1).toLowerCase();
}

/** The accepted type of a file name, by its extension, or null. */
export function acceptedFileType(name: string): AcceptedFileType | null {
  const extension = fileExtension(name);
  return ACCEPTED_FILE_TYPES.find((t) => t.extension === extension) ?? null;
}

export interface CsvShape {
  rows: number;
  columns: number;
}

/**
 * The CSV shape an edition requires, from `editions.details.csv_shape` ({rows: 2400, columns: 2} for
 * the brand whose edition asks for it), or null when it requires none.
 */
export function csvShapeOf(editionDetails: unknown): CsvShape | null {
  if (editionDetails === null || typeof editionDetails !== 'object') return null;
  const shape = (editionDetails as { csv_shape?: unknown }).csv_shape;
  if (shape === null || typeof shape !== 'object') return null;
  const { rows, columns } = shape as { rows?: unknown; columns?: unknown };
  const positive = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n) && n > 0;
  return positive(rows) && positive(columns) ? { rows, columns } : null;
}

function delimiterOf(firstLine: string): string {
  const count = (ch: string) => firstLine.split(ch).length - 1;
  if (count(',') > 0) return ',';
  if (count(';') > 0) return ';';
  if (count('\t') > 0) return '\t';
  return ',';
}

/** Splits CSV text into records of fields; quoted fields may hold delimiters, quotes and line breaks. */
export function parseCsv(text: string): string[][] {
  const body = text.replace(/^\uFEFF/, '');
  const firstLine = body.split(/\r?\n/, 1)[0] ?? '';
  const delimiter = delimiterOf(firstLine);
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < body.length; i += 1) {
    const ch = body[i]!;
    if (quoted) {
      if (ch === '"' && body[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"' && field === '') quoted = true;
    else if (ch === delimiter) {
      record.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && body[i + 1] === '\n') i += 1;
      record.push(field);
      records.push(record);
      record = [];
      field = '';
    } else field += ch;
  }
  if (field !== '' || record.length > 0) {
    record.push(field);
    records.push(record);
  }
  return records.filter((r) => !(r.length === 1 && r[0]!.trim() === ''));
}

export interface CsvShapeCheck {
  ok: boolean;
  /** Non-blank rows found. */
  rows: number;
  /** Columns of every row when they all agree, null when rows differ. */
  columns: number | null;
}

/**
 * Whether CSV text has exactly the required rows (blank lines ignored) and every row exactly the
 * required columns ('Erro. O arquivo deve ter 2400 linhas e 2 colunas').
 */
export function checkCsvShape(text: string, shape: CsvShape): CsvShapeCheck {
  const records = parseCsv(text);
  const widths = new Set(records.map((r) => r.length));
  const columns = widths.size === 1 ? [...widths][0]! : null;
  return {
    ok: records.length === shape.rows && columns === shape.columns,
    rows: records.length,
    columns,
  };
}

/** A video link: an absolute http(s) URL with a host name, at most 2048 characters. */
export function isValidVideoUrl(value: string | null | undefined): boolean {
  const text = (value ?? '').trim();
  if (text === '' || text.length > 2048 || /\s/.test(text)) return false;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  return url.hostname.includes('.') || url.hostname === 'localhost';
}
