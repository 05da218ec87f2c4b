import { registrationState } from 'shared-contracts';
import type { ActiveEdition } from '../api/active-editions';
import { editionAreaPath, isSubscribed } from '../../../shared/editions/participant-edition';

/** Which action a row of the active editions list offers (spec 3 §2.1). */
export type EditionAction =
  | { kind: 'access'; to: string; editTo?: string }
  | { kind: 'subscribe'; to: string }
  | { kind: 'none'; reason: 'notYetOpen' | 'closed' };

type RowEdition = Pick<ActiveEdition, 'id' | 'start_registration' | 'end_registration' | 'inscriptions'>;

/**
 * Subscribed → "Acessar" (/edicoes/ativas/{id}), plus "Editar inscrição" while registration is still
 * open; not subscribed while registration is open → "Inscrever-se" (/inscricoes/{id}/estudante);
 * otherwise no action, with the reason.
 */
export function editionAction(edition: RowEdition, now: Date = new Date()): EditionAction {
  const state = registrationState(edition, now);
  const registrationPath = `/inscricoes/${encodeURIComponent(edition.id)}/estudante`;
  if (isSubscribed(edition)) {
    const to = editionAreaPath('ativas', edition.id);
    return state === 'open' ? { kind: 'access', to, editTo: registrationPath } : { kind: 'access', to };
  }
  if (state === 'open') return { kind: 'subscribe', to: registrationPath };
  return { kind: 'none', reason: state === 'before' ? 'notYetOpen' : 'closed' };
}
