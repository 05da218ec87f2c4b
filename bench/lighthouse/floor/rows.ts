// The editions list's first screen as the demo student sees it (three rows), as static data: the floor
// pages render it with no network read, so their figures are the cost of the rendering stack alone.
export const TITLE = 'Edições ativas';
export const HEADERS = ['Edição', 'Inscrições', 'Situação', 'Ações'] as const;
export const ROWS = [
  ['OBIA 2026', '01/03/2026 – 30/11/2026', 'Inscrito', 'Acessar'],
  ['OBIA 2026 — Júnior', '01/03/2026 – 30/11/2026', 'Inscrito', 'Acessar'],
  ['OBIA 2025', '01/03/2025 – 30/11/2025', 'Não inscrito', 'Inscrever-se'],
] as const;
