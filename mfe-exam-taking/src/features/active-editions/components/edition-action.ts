import { registrationState } from 'shared-contracts';
import type { ActiveEdition } from '../api/active-editions';

/** Which action a row of the active editions list offers (spec 3 §2.1). */
export type EditionAction =
  | { kind: 'access'; to: string }
  | { kind: 'subscribe'; to: string }
  | { kind: 'none'; reason: 'notYetOpen' | 'closed' };

type RowEdition = Pick<ActiveEdition, 'id' | 'start_registration' | 'end_registration' | 'inscriptions'>;

export function isSubscribed(edition: Pick<ActiveEdition, 'inscriptions'>): boolean {
  return (edition.inscriptions ?? []).length > 0;
}

/** The category of the user's inscription (the student one first), when the server sent it. */
export function inscriptionCategory(edition: Pick<ActiveEdition, 'inscriptions'>): string | null {
  const list = edition.inscriptions ?? [];
  const chosen = list.find((i) => i.registrable_type === 'Core::Student') ?? list[0];
  const category = chosen?.category;
  return category === undefined || category === null || category === '' ? null : String(category);
}

/**
 * Subscribed → "Acessar" (/edicoes/ativas/{id}); not subscribed while registration is open →
 * "Inscrever-se" (/inscricoes/{id}/estudante); otherwise no action, with the reason.
 */
export function editionAction(edition: RowEdition, now: Date = new Date()): EditionAction {
  const id = encodeURIComponent(edition.id);
  if (isSubscribed(edition)) return { kind: 'access', to: `/edicoes/ativas/${id}` };
  const state = registrationState(edition, now);
  if (state === 'open') return { kind: 'subscribe', to: `/inscricoes/${id}/estudante` };
  return { kind: 'none', reason: state === 'before' ? 'notYetOpen' : 'closed' };
}
