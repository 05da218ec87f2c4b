import type { EditionFormValues } from './form-values';

/**
 * The unsaved edition form, kept per edition in sessionStorage so the user's typing survives a visit to
 * another page (the new-coordinator page and back) or a reload; cleared on save or cancel. Files are not
 * kept (a page cannot store them). `addedCoordinators` are e-mails created on the new-coordinator page,
 * added to the form's list when it opens again.
 */
export interface EditionDraft {
  values?: EditionFormValues;
  addedCoordinators?: string[];
}

/** The draft's reference: `nova` for a new edition, else the edition's id (the `edicao` query parameter). */
export type DraftRef = string;
export const NEW_EDITION_REF = 'nova';

const keyOf = (ref: DraftRef) => `edition-form-draft:${ref}`;

function storage(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

export function readDraft(ref: DraftRef): EditionDraft | null {
  const text = storage()?.getItem(keyOf(ref));
  if (!text) return null;
  try {
    const draft = JSON.parse(text) as EditionDraft;
    return draft && typeof draft === 'object' ? draft : null;
  } catch {
    return null;
  }
}

export function writeDraft(ref: DraftRef, draft: EditionDraft): void {
  try {
    storage()?.setItem(keyOf(ref), JSON.stringify(draft));
  } catch {
    // A full or disabled storage only loses the draft.
  }
}

export function clearDraft(ref: DraftRef): void {
  storage()?.removeItem(keyOf(ref));
}

/** Adds a coordinator e-mail to the draft of `ref` (the form adds it to its list when it opens). */
export function addCoordinatorToDraft(ref: DraftRef, email: string): void {
  const draft = readDraft(ref) ?? {};
  const added = new Set(draft.addedCoordinators ?? []);
  added.add(email.trim().toLowerCase());
  writeDraft(ref, { ...draft, addedCoordinators: [...added] });
}
