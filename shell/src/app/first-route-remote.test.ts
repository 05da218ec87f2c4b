import { userWith } from '../test-utils/fixtures';
import { firstRouteRemote } from './first-route-remote';

describe("the first route's remote", () => {
  it('is the remote only when the guard lets the user in', () => {
    expect(firstRouteRemote('/edicoes/ativas', userWith(['student']))).toBe('mfe_exam_taking');
    expect(firstRouteRemote('/edicoes/ativas', null)).toBeNull();
    expect(firstRouteRemote('/admin/edicoes', userWith(['student']))).toBeNull();
    expect(firstRouteRemote('/admin/edicoes', userWith(['admin']))).toBe('mfe_edition_admin');
    expect(firstRouteRemote('/inscricoes/estudante/confirmar', null)).toBe('mfe_auth_registration');
  });

  it("is none for the shell's own screens and unknown addresses", () => {
    expect(firstRouteRemote('/', null)).toBeNull();
    expect(firstRouteRemote('/nao/existe', userWith(['student']))).toBeNull();
  });
});
