import { DEFAULT_THEME, type AppConfig, type ProjectRegistry, type Role, type User } from 'shared-contracts';

export const APP_CONFIG: AppConfig = {
  projectId: 36,
  apiBase: '/api',
  oidc: { issuer: 'http://localhost/oidc', clientId: 'olympiad-web' },
};

export function registryFor(projectId: number, extra: Partial<ProjectRegistry> = {}): ProjectRegistry {
  const remote = (name: string) => ({ entry: `/remotes/${name}/mf-manifest.json`, kind: 'module' as const });
  return {
    projectId,
    name: 'Olimpíada Brasileira de Inteligência Artificial',
    siteUrl: 'https://olimpiada-ia.org',
    profileUrl: 'https://contas.example.org/perfil',
    remotes: {
      mfe_auth_registration: remote('mfe-auth-registration'),
      mfe_exam_taking: remote('mfe-exam-taking'),
      mfe_edition_admin: remote('mfe-edition-admin'),
      mfe_grading_results: remote('mfe-grading-results'),
    },
    theme: DEFAULT_THEME,
    ...extra,
  };
}

export function userWith(roles: Role[], extra: Partial<User> = {}): User {
  return {
    id: '7',
    name: 'Maria Clara de Souza',
    fractal_id: '1234567',
    email: 'maria@example.org',
    profiles: roles.map((role, i) => ({ id: String(i + 1), role, edition_id: null })),
    ...extra,
  };
}
