import { CHIP_EMAIL_PATTERN } from 'shared-contracts';

/** The keys that turn what was typed into a chip (spec 2 §2). */
export const CHIP_KEYS = ['Enter', 'Tab', ',', ' '] as const;

/** The address typed, lowercased, when it is one (CHIP_EMAIL_PATTERN), else null. */
export function chipOf(text: string): string | null {
  const email = text.trim().toLowerCase();
  return CHIP_EMAIL_PATTERN.test(email) ? email : null;
}

/** The addresses in a pasted text, lowercased, whatever separates them (spaces, commas, `Nome <a@b.c>`). */
export function emailsIn(text: string): string[] {
  return text
    .split(/[\s,;<>()[\]"']+/)
    .map((part) => chipOf(part.replace(/^mailto:/i, '').replace(/[.:]+$/, '')))
    .filter((email): email is string => email !== null);
}

/** The chips with the new addresses added once each, in order. */
export function withChips(chips: readonly string[], added: readonly string[]): string[] {
  const out = [...chips];
  for (const email of added) if (!out.includes(email)) out.push(email);
  return out;
}

/**
 * What was typed, split at its last separator (comma, semicolon or white space): the addresses before it
 * (lowercased) and the text still being typed after it. Parts before it that are no address stay in `rest`,
 * so the field shows them as an error to correct. Without a separator: nothing found, the text as it is.
 */
export function completedIn(text: string): { found: string[]; rest: string } {
  const parts = text.split(/[\s,;]+/);
  if (parts.length === 1) return { found: [], rest: text };
  const last = parts.pop() ?? '';
  const found: string[] = [];
  const wrong: string[] = [];
  for (const part of parts.filter(Boolean)) {
    const email = chipOf(part);
    if (email) found.push(email);
    else wrong.push(part);
  }
  return { found, rest: [...wrong, last].filter(Boolean).join(' ') };
}
