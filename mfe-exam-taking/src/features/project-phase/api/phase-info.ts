import {
  PROJECT_CATEGORIES,
  csvShapeOf,
  deserializeOne,
  memberLimitOf,
  toSearchParams,
  type JsonApiDocument,
  type ProjectCategory,
} from 'shared-contracts';
import { api } from 'shared-contracts/client';
import type { ProjectPhaseInfo } from '../types';

interface RawPhase {
  id: string;
  phase?: number | string;
  categories?: unknown;
  additional_data?: Record<string, unknown> | null;
}

interface RawEdition {
  id: string;
  project_slug?: string | null;
  details?: Record<string, unknown> | null;
  phases?: RawPhase[];
}

/** The project categories among a phase's categories, in display order. */
export function projectCategoriesOf(categories: unknown): ProjectCategory[] {
  const list = Array.isArray(categories) ? categories.map(String) : [];
  return PROJECT_CATEGORIES.filter((c) => list.includes(c));
}

/** The exam's phase (by its number) in an edition document with its phases included. */
export function phaseInfoFromDocument(doc: JsonApiDocument, examPhase: number): ProjectPhaseInfo {
  const edition = deserializeOne<RawEdition>(doc);
  const phase = (edition.phases ?? []).find((p) => Number(p.phase) === examPhase);
  return {
    categories: projectCategoriesOf(phase?.categories),
    memberLimit: memberLimitOf(phase?.additional_data),
    csvShape: csvShapeOf(edition.details),
    projectSlug: edition.project_slug || null,
  };
}

/** GET edition/{id}?include=phases: the categories, member limit and rules of the exam's phase. */
export async function fetchPhaseInfo(
  editionId: string,
  examPhase: number,
  options: { signal?: AbortSignal } = {},
): Promise<ProjectPhaseInfo> {
  const doc = await api()
    .get(`edition/${encodeURIComponent(editionId)}`, {
      searchParams: toSearchParams({ include: ['phases'] }),
      signal: options.signal,
    })
    .json<JsonApiDocument>();
  return phaseInfoFromDocument(doc, examPhase);
}
