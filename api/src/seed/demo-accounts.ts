import type { Role } from '../db/schema.js';

export const DEMO_PASSWORD = 'demo1234';

export interface DemoAccount {
  key:
    'admin' | 'coordinator' | 'coordinatorWithout' | 'student' | 'studentWithout' | 'newcomer' | 'educator';
  email: string;
  name: string;
  role: Role;
}

/** Local accounts loaded with the demo data; every one signs in with DEMO_PASSWORD. */
export const demoAccounts: readonly DemoAccount[] = [
  { key: 'admin', email: 'admin@olimpiada.dev', name: 'Ana Administradora Silva', role: 'admin' },
  {
    key: 'coordinator',
    email: 'coordenador@olimpiada.dev',
    name: 'Carlos Coordenador Souza',
    role: 'coordinator',
  },
  {
    key: 'coordinatorWithout',
    email: 'coordenador.sem@olimpiada.dev',
    name: 'Clara Coordenadora Lima',
    role: 'coordinator',
  },
  { key: 'student', email: 'aluno@olimpiada.dev', name: 'Bruno Aluno Pereira', role: 'student' },
  { key: 'studentWithout', email: 'aluna@olimpiada.dev', name: 'Beatriz Aluna Costa', role: 'student' },
  /** A student with nothing filled in and no inscription: for trying registration from scratch. */
  { key: 'newcomer', email: 'estudante.novo@olimpiada.dev', name: 'Diego Estudante Novo', role: 'student' },
  { key: 'educator', email: 'professor@olimpiada.dev', name: 'Paulo Professor Santos', role: 'educator' },
];

export const demoAccount = (key: DemoAccount['key']): DemoAccount => {
  const a = demoAccounts.find((x) => x.key === key);
  if (!a) throw new Error(`no demo account ${key}`);
  return a;
};
