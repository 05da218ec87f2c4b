import { routes } from '../routes';
import { BUILT_ROUTE_IDS, isRouteBuilt, pathOf } from '../shared/built-routes';

describe('built routes', () => {
  it('lists exactly the route ids routes.ts registers', () => {
    expect([...BUILT_ROUTE_IDS].sort()).toEqual(Object.keys(routes).sort());
  });

  it('does not treat unbuilt screens as built', () => {
    expect(isRouteBuilt('admin.editions')).toBe(true);
    expect(isRouteBuilt('admin.editionNew')).toBe(true);
    expect(isRouteBuilt('admin.editionDetail')).toBe(true);
    expect(isRouteBuilt('admin.adminEditionDetail')).toBe(true);
    expect(isRouteBuilt('admin.exams')).toBe(true);
    expect(isRouteBuilt('admin.notifications')).toBe(true);
    expect(isRouteBuilt('grading.reports')).toBe(false);
    expect(isRouteBuilt('grading.participants')).toBe(true);
    expect(isRouteBuilt('admin.editionEdit')).toBe(true);
  });

  it('fills and encodes route params', () => {
    expect(pathOf('admin.editionDetail', { id: '42' })).toBe('/edicoes/42');
    expect(pathOf('admin.editionEdit', { id: 'a/b' })).toBe('/edicoes/a%2Fb/editar');
    expect(pathOf('admin.editionNew')).toBe('/admin/edicoes/nova');
    expect(() => pathOf('admin.editionDetail')).toThrow('Missing :id');
  });
});
