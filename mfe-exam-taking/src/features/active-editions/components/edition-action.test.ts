import { editionAction } from './edition-action';

const now = new Date('2026-05-10T12:00:00Z');
const open = { start_registration: '2026-05-01T00:00:00Z', end_registration: '2026-06-01T00:00:00Z' };
const closed = { start_registration: '2026-01-01T00:00:00Z', end_registration: '2026-02-01T00:00:00Z' };
const future = { start_registration: '2026-08-01T00:00:00Z', end_registration: '2026-09-01T00:00:00Z' };
const student = { id: '9', category: 'regular', registrable_type: 'Core::Student' };

describe('editionAction', () => {
  it('offers "Inscrever-se" while registration is open and the user has no inscription', () => {
    expect(editionAction({ id: '5', ...open, inscriptions: [] }, now)).toEqual({
      kind: 'subscribe',
      to: '/inscricoes/5/estudante',
    });
    expect(editionAction({ id: '5', ...open }, now)).toEqual({
      kind: 'subscribe',
      to: '/inscricoes/5/estudante',
    });
  });

  it('offers "Acessar" to a subscribed user whatever the registration window', () => {
    for (const window of [closed, future]) {
      expect(editionAction({ id: '5', ...window, inscriptions: [student] }, now)).toEqual({
        kind: 'access',
        to: '/edicoes/ativas/5',
      });
    }
  });

  it('also offers editing the registration while registration is open', () => {
    expect(editionAction({ id: '5', ...open, inscriptions: [student] }, now)).toEqual({
      kind: 'access',
      to: '/edicoes/ativas/5',
      editTo: '/inscricoes/5/estudante',
    });
  });

  it('offers nothing when registration is closed or not yet open and the user is not subscribed', () => {
    expect(editionAction({ id: '5', ...closed, inscriptions: [] }, now)).toEqual({
      kind: 'none',
      reason: 'closed',
    });
    expect(editionAction({ id: '5', ...future, inscriptions: [] }, now)).toEqual({
      kind: 'none',
      reason: 'notYetOpen',
    });
  });
});
