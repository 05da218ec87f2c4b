import type { Role, User } from '../entities/user';

export function rolesOf(user: Pick<User, 'profiles'> | null | undefined): Role[] {
  if (!user) return [];
  return Array.from(new Set(user.profiles.map((p) => p.role)));
}

export function hasRole(user: Pick<User, 'profiles'> | null | undefined, role: Role): boolean {
  return rolesOf(user).includes(role);
}

/** Role gate: 'all' requires every role, 'any' requires one of them. */
export function passesRoleGate(
  user: Pick<User, 'profiles'> | null | undefined,
  roles: readonly Role[],
  mode: 'all' | 'any' = 'any',
): boolean {
  const own = rolesOf(user);
  return mode === 'all' ? roles.every((r) => own.includes(r)) : roles.some((r) => own.includes(r));
}

/** Default landing: admin /admin/edicoes, coordinator /edicoes, everyone else /edicoes/ativas. */
export function defaultPathFor(user: Pick<User, 'profiles'> | null | undefined): string {
  if (hasRole(user, 'admin')) return '/admin/edicoes';
  if (hasRole(user, 'coordinator')) return '/edicoes';
  return '/edicoes/ativas';
}

/** Inactive-editions link in the header: admins to the admin list, students to theirs. */
export function inactiveEditionsPathFor(user: Pick<User, 'profiles'> | null | undefined): string | null {
  if (hasRole(user, 'admin')) return '/admin/edicoes/inativas';
  if (hasRole(user, 'student')) return '/edicoes/inativas';
  return null;
}

/** A coordinator acts on an edition only when listed among its coordinators (by fractal_id). */
export function canManageEdition(
  user: Pick<User, 'profiles' | 'fractal_id'> | null | undefined,
  edition: { coordinators?: { fractal_id: string }[] } | null | undefined,
): boolean {
  if (!user) return false;
  if (hasRole(user, 'admin')) return true;
  if (!hasRole(user, 'coordinator') || !edition) return false;
  return (edition.coordinators ?? []).some((c) => c.fractal_id === user.fractal_id);
}

/** Initials: first letters of the first two words of the name. */
export function initialsOf(name: string): string {
  return firstTwoWords(name)
    .split(' ')
    .map((w) => w.charAt(0).toUpperCase())
    .join('');
}

export function firstTwoWords(name: string): string {
  return name.trim().split(/\s+/).slice(0, 2).join(' ');
}
