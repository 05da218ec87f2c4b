import { matchRoutes } from 'react-router-dom';
import { ROUTE_TABLE } from 'shared-contracts';
import { routeFor } from './route-match';

describe('the route-table entry of an address', () => {
  it('picks the route react-router renders: a static segment wins over a parameter, a path over a splat', () => {
    expect(routeFor('/edicoes/ativas')?.id).toBe('exam.activeEditions');
    expect(routeFor('/edicoes/12')?.id).toBe('admin.editionDetail');
    expect(routeFor('/edicoes/ativas/3/fases/4/resolver/1')?.id).toBe('exam.activeArea');
    expect(routeFor('/admin/edicoes/nova')?.id).toBe('admin.editionNew');
    expect(routeFor('/admin/edicoes/7')?.id).toBe('admin.adminEditionDetail');
    expect(routeFor('/EDICOES/ATIVAS/')?.id).toBe('exam.activeEditions');
  });

  it('agrees with react-router on an address of every route in the table', () => {
    const routes = ROUTE_TABLE.map(({ id, path }) => ({ id, path }));
    for (const { path } of ROUTE_TABLE) {
      const pathname = path.replace(/:[\w-]+/g, '5').replace(/\*$/, 'fases/2');
      expect([pathname, routeFor(pathname)?.id]).toEqual([
        pathname,
        matchRoutes(routes, pathname)?.at(-1)?.route.id,
      ]);
    }
  });

  it("is none for the shell's own screens and unknown paths", () => {
    expect(routeFor('/')).toBeNull();
    expect(routeFor('/logout')).toBeNull();
    expect(routeFor('/nao/existe')).toBeNull();
  });
});
