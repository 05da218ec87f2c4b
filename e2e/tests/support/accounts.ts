/** Demo accounts seeded by the API (password `demo1234` for all). */
export const DEMO_PASSWORD = 'demo1234';

export interface DemoAccount {
  email: string;
  /** The first two words of the seeded name, as the user menu shows them. */
  shortName: string;
  /** Initials of those two words (the menu's avatar). */
  initials: string;
  /** Where the shell lands this user after sign-in (DESIGN §3, default landing). */
  landing: string;
}

export const accounts = {
  admin: {
    email: 'admin@olimpiada.dev',
    shortName: 'Ana Administradora',
    initials: 'AA',
    landing: '/admin/edicoes',
  },
  coordinator: {
    email: 'coordenador@olimpiada.dev',
    shortName: 'Carlos Coordenador',
    initials: 'CC',
    landing: '/edicoes',
  },
  coordinatorWithoutEdition: {
    email: 'coordenador.sem@olimpiada.dev',
    shortName: 'Clara Coordenadora',
    initials: 'CC',
    landing: '/edicoes',
  },
  student: {
    email: 'aluno@olimpiada.dev',
    shortName: 'Bruno Aluno',
    initials: 'BA',
    landing: '/edicoes/ativas',
  },
  studentNotSubscribed: {
    email: 'aluna@olimpiada.dev',
    shortName: 'Beatriz Aluna',
    initials: 'BA',
    landing: '/edicoes/ativas',
  },
  newcomer: {
    email: 'estudante.novo@olimpiada.dev',
    shortName: 'Diego Estudante',
    initials: 'DE',
    landing: '/edicoes/ativas',
  },
  educator: {
    email: 'professor@olimpiada.dev',
    shortName: 'Paulo Professor',
    initials: 'PP',
    landing: '/edicoes/ativas',
  },
} as const satisfies Record<string, DemoAccount>;

/** Demo editions. */
export const editions = {
  open: 'OBIA 2026',
  junior: 'OBIA Júnior 2026',
  inactiveCount: 8,
} as const;
