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

/** What a complete person has filled in: every field the registration form asks (spec 1 §3). */
export interface DemoPerson {
  taxpayer_number: string;
  phone: string;
  /** YYYY-MM-DD */
  birthday: string;
  gender: 'female' | 'male';
  mother_name: string;
  address: { zipcode: string; street: string; number: string; neighborhood: string; complement: string };
}

const saoPauloAddress = (street: string, number: string, neighborhood: string, zipcode: string) => ({
  zipcode,
  street,
  number,
  neighborhood,
  complement: '',
});

/**
 * The demo people, complete so no screen shows blanks (valid CPFs). The newcomer is left empty on
 * purpose: it is the account for trying the registration from scratch.
 */
export const demoPeople: Readonly<Partial<Record<DemoAccount['key'], DemoPerson>>> = {
  admin: {
    taxpayer_number: '37281946546',
    phone: '11987650001',
    birthday: '1985-04-12',
    gender: 'female',
    mother_name: 'Helena Silva',
    address: saoPauloAddress('Avenida Paulista', '1578', 'Bela Vista', '01310200'),
  },
  coordinator: {
    taxpayer_number: '60421739878',
    phone: '11987650002',
    birthday: '1979-09-03',
    gender: 'male',
    mother_name: 'Marta Souza',
    address: saoPauloAddress('Rua da Consolação', '930', 'Consolação', '01302000'),
  },
  coordinatorWithout: {
    taxpayer_number: '28625587887',
    phone: '11987650003',
    birthday: '1988-01-27',
    gender: 'female',
    mother_name: 'Rita Lima',
    address: saoPauloAddress('Rua Augusta', '1200', 'Consolação', '01304001'),
  },
  student: {
    taxpayer_number: '71460238001',
    phone: '11987650004',
    birthday: '2009-06-18',
    gender: 'male',
    mother_name: 'Lúcia Pereira',
    address: saoPauloAddress('Praça da Sé', '100', 'Sé', '01001000'),
  },
  studentWithout: {
    taxpayer_number: '15350946056',
    phone: '11987650005',
    birthday: '2010-02-09',
    gender: 'female',
    mother_name: 'Sandra Costa',
    address: saoPauloAddress('Rua Vergueiro', '3185', 'Vila Mariana', '04101300'),
  },
  educator: {
    taxpayer_number: '86153422705',
    phone: '11987650006',
    birthday: '1975-11-30',
    gender: 'male',
    mother_name: 'Teresa Santos',
    address: saoPauloAddress('Rua Domingos de Morais', '2564', 'Vila Mariana', '04036100'),
  },
};

export const demoAccount = (key: DemoAccount['key']): DemoAccount => {
  const a = demoAccounts.find((x) => x.key === key);
  if (!a) throw new Error(`no demo account ${key}`);
  return a;
};
