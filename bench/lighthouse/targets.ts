// Issue 11's Lighthouse targets (mobile preset: simulated Slow 4G and a 4× slower CPU).
export const TARGET = { lcpMs: 1_500, tbtMs: 150 } as const;

/** The screens measured, in order; `signedIn` ones are loaded as the demo student (aluno@olimpiada.dev). */
export const SCREENS = [
  { id: 'landing', label: '/ (signed out)', signedIn: false },
  { id: 'activeEditions', label: '/edicoes/ativas', signedIn: true },
  { id: 'exam', label: 'exam screen (…/resolver/1)', signedIn: true },
] as const;
export type ScreenId = (typeof SCREENS)[number]['id'];
