import type { Role, User } from '../entities/user';
import {
  canManageEdition,
  defaultPathFor,
  firstTwoWords,
  inactiveEditionsPathFor,
  initialsOf,
  passesRoleGate,
} from './roles';

const user = (roles: Role[], fractal_id = 'f-1'): Pick<User, 'profiles' | 'fractal_id'> => ({
  fractal_id,
  profiles: roles.map((role, i) => ({ id: String(i), role, edition_id: null })),
});

describe('roles', () => {
  it('sends each role to its default landing', () => {
    expect(defaultPathFor(user(['admin']))).toBe('/admin/edicoes');
    expect(defaultPathFor(user(['coordinator']))).toBe('/edicoes');
    expect(defaultPathFor(user(['student']))).toBe('/edicoes/ativas');
    expect(defaultPathFor(user(['educator']))).toBe('/edicoes/ativas');
    expect(defaultPathFor(user(['coordinator', 'admin']))).toBe('/admin/edicoes');
  });

  it('offers the inactive editions link to admins and students only', () => {
    expect(inactiveEditionsPathFor(user(['admin']))).toBe('/admin/edicoes/inativas');
    expect(inactiveEditionsPathFor(user(['student']))).toBe('/edicoes/inativas');
    expect(inactiveEditionsPathFor(user(['coordinator']))).toBeNull();
    expect(inactiveEditionsPathFor(user(['educator']))).toBeNull();
  });

  it('supports the all and any role-gate modes', () => {
    expect(passesRoleGate(user(['coordinator']), ['admin', 'coordinator'])).toBe(true);
    expect(passesRoleGate(user(['coordinator']), ['admin', 'coordinator'], 'all')).toBe(false);
    expect(passesRoleGate(null, ['student'])).toBe(false);
  });

  it('lets a coordinator manage only editions that list them', () => {
    const edition = { coordinators: [{ fractal_id: 'f-9' }] };
    expect(canManageEdition(user(['coordinator'], 'f-9'), edition)).toBe(true);
    expect(canManageEdition(user(['coordinator'], 'f-1'), edition)).toBe(false);
    expect(canManageEdition(user(['admin'], 'f-1'), edition)).toBe(true);
    expect(canManageEdition(user(['student'], 'f-9'), edition)).toBe(false);
  });

  it('builds initials and the short name from the first two words', () => {
    expect(initialsOf('bruno aluno pereira')).toBe('BA');
    expect(firstTwoWords('  Bruno   Aluno Pereira ')).toBe('Bruno Aluno');
    expect(initialsOf('Madonna')).toBe('M');
  });
});
