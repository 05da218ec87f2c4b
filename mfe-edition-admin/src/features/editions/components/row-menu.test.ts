import type { Role, User } from 'shared-contracts';
import { menuMessages } from '../messages';
import { canCreateEdition, rowMenuItems, rowMenuVisible } from './row-menu';

const userWith = (fractal_id: string, ...roles: Role[]): User => ({
  id: fractal_id,
  name: `User ${fractal_id}`,
  fractal_id,
  email: null,
  profiles: roles.map((role, i) => ({ id: String(i), role, edition_id: null })),
});

const admin = userWith('A1', 'admin');
const coordinator = userWith('C1', 'coordinator');
const otherCoordinator = userWith('C2', 'coordinator');
const student = userWith('S1', 'student');
const studentListedAsCoordinator = userWith('C1', 'student');

const coordinated = { id: '7', coordinators: [{ id: '1', name: 'Coord', fractal_id: 'C1', email: null }] };
const withoutCoordinators = { id: '8', coordinators: [] };
const allBuilt = () => true;

describe('rowMenuVisible', () => {
  it('shows the menu to admins on every row', () => {
    expect(rowMenuVisible(admin, coordinated)).toBe(true);
    expect(rowMenuVisible(admin, withoutCoordinators)).toBe(true);
    expect(rowMenuVisible(admin, {})).toBe(true);
  });

  it('shows the menu to a coordinator only on editions listing their fractal_id', () => {
    expect(rowMenuVisible(coordinator, coordinated)).toBe(true);
    expect(rowMenuVisible(coordinator, withoutCoordinators)).toBe(false);
    expect(rowMenuVisible(otherCoordinator, coordinated)).toBe(false);
  });

  it('never shows the menu to other users', () => {
    expect(rowMenuVisible(student, coordinated)).toBe(false);
    expect(rowMenuVisible(studentListedAsCoordinator, coordinated)).toBe(false);
    expect(rowMenuVisible(null, coordinated)).toBe(false);
    expect(rowMenuVisible(undefined, coordinated)).toBe(false);
  });
});

describe('rowMenuItems', () => {
  it('offers Ver and Editar with their paths once those screens are built', () => {
    expect(rowMenuItems(coordinator, coordinated, { deletable: false, isRouteBuilt: allBuilt })).toEqual([
      { value: 'view', label: menuMessages.view, to: '/edicoes/7' },
      { value: 'edit', label: menuMessages.edit, to: '/edicoes/7/editar' },
    ]);
  });

  it('offers Ver but not Editar while only the detail screen is built', () => {
    expect(
      rowMenuItems(admin, coordinated, {
        deletable: false,
        isRouteBuilt: (id) => id === 'admin.editionDetail',
      }),
    ).toEqual([{ value: 'view', label: menuMessages.view, to: '/edicoes/7' }]);
  });

  it('offers no link to a screen that is not built', () => {
    expect(rowMenuItems(admin, coordinated, { deletable: false, isRouteBuilt: () => false })).toEqual([]);
    expect(
      rowMenuItems(admin, coordinated, {
        deletable: false,
        isRouteBuilt: (id) => id === 'admin.editionEdit',
      }).map((i) => i.value),
    ).toEqual(['edit']);
  });

  it('offers Excluir to admins where deletion is allowed', () => {
    expect(
      rowMenuItems(admin, coordinated, { deletable: true, isRouteBuilt: () => false }).map((i) => i.value),
    ).toEqual(['delete']);
    expect(
      rowMenuItems(admin, coordinated, { deletable: true, isRouteBuilt: allBuilt }).map((i) => i.value),
    ).toEqual(['view', 'edit', 'delete']);
    expect(rowMenuItems(coordinator, coordinated, { deletable: true, isRouteBuilt: () => false })).toEqual(
      [],
    );
  });

  it('is empty for rows that show no menu', () => {
    expect(rowMenuItems(otherCoordinator, coordinated, { deletable: true, isRouteBuilt: allBuilt })).toEqual(
      [],
    );
    expect(rowMenuItems(student, coordinated, { deletable: true, isRouteBuilt: allBuilt })).toEqual([]);
  });
});

describe('canCreateEdition', () => {
  it('is for admins, once the creation form is built', () => {
    expect(canCreateEdition(admin, allBuilt)).toBe(true);
    expect(canCreateEdition(coordinator, allBuilt)).toBe(false);
    expect(canCreateEdition(admin, () => false)).toBe(false);
    expect(canCreateEdition(admin)).toBe(true);
  });
});
