import type { MembershipRole } from '../../db/schema.js';
import type { Locale } from '../../shared-rules.js';

/** The words of a certificate in one language. */
export interface CertificateText {
  title: string;
  intro: string;
  participation: (edition: string) => string;
  membership: (edition: string, role: MembershipRole, team: string) => string;
  achievement: string;
  issued: (date: string) => string;
  signature: string;
}

const quoted = (team: string) => `“${team}”`;

const ptBRRoles: Record<MembershipRole, string> = {
  leader: 'líder',
  member: 'integrante',
  teacher: 'professor(a) orientador(a)',
};
const esRoles: Record<MembershipRole, string> = {
  leader: 'líder',
  member: 'integrante',
  teacher: 'profesor(a) orientador(a)',
};
const ptPTRoles: Record<MembershipRole, string> = {
  leader: 'líder',
  member: 'membro',
  teacher: 'professor(a) orientador(a)',
};

export const CERTIFICATE_TEXT: Record<Locale, CertificateText> = {
  'pt-BR': {
    title: 'Certificado',
    intro: 'Certificamos que',
    participation: (edition) => `participou da ${edition}.`,
    membership: (edition, role, team) =>
      `participou da ${edition} como ${ptBRRoles[role]} da equipe ${quoted(team)}.`,
    achievement: 'Conquista',
    issued: (date) => `Emitido em ${date}`,
    signature: 'Coordenação',
  },
  es: {
    title: 'Certificado',
    intro: 'Certificamos que',
    participation: (edition) => `participó en la ${edition}.`,
    membership: (edition, role, team) =>
      `participó en la ${edition} como ${esRoles[role]} del equipo ${quoted(team)}.`,
    achievement: 'Logro',
    issued: (date) => `Emitido el ${date}`,
    signature: 'Coordinación',
  },
  'pt-PT': {
    title: 'Certificado',
    intro: 'Certifica-se que',
    participation: (edition) => `participou na ${edition}.`,
    membership: (edition, role, team) =>
      `participou na ${edition} como ${ptPTRoles[role]} da equipa ${quoted(team)}.`,
    achievement: 'Distinção',
    issued: (date) => `Emitido em ${date}`,
    signature: 'Coordenação',
  },
};

/** The edition as the certificate names it: its name, with the year when the name lacks it. */
export function editionLabel(description: string, year: number | null): string {
  const name = description.trim();
  if (year === null || name.includes(String(year))) return name;
  return `${name} (${year})`;
}
