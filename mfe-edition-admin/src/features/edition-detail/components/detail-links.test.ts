import { userWith } from '../../../test/fixtures';
import { detailLinks, listPathFor } from './detail-links';

const admin = userWith('A1', 'admin');
const coordinator = userWith('C1', 'coordinator');
const allBuilt = () => true;

describe('detailLinks', () => {
  it('offers Editar once the edition form is built, and the six tiles to their routes in any case', () => {
    expect(detailLinks('7', admin).edit?.to).toBe('/edicoes/7/editar');
    expect(detailLinks('7', admin, () => false).edit).toBeNull();
    expect(detailLinks('7', admin, () => false).tiles).toHaveLength(6);
  });

  it('offers Editar and every tile to admins once their screens are built', () => {
    const { edit, tiles } = detailLinks('7', admin, allBuilt);
    expect(edit).toEqual({
      label: expect.objectContaining({ id: 'editionAdmin.editionDetail.edit' }),
      to: '/edicoes/7/editar',
    });
    expect(tiles.map((t) => t.to)).toEqual([
      '/edicoes/7/provas',
      '/edicoes/7/provas?modo=participantes',
      '/admin/edicoes/7/resultados/gerar',
      '/edicoes/7/escolas/solicitacoes',
      '/admin/edicoes/7/notificacoes',
      '/admin/edicoes/7/relatorios',
    ]);
  });

  it('keeps the /admin tiles from coordinators', () => {
    expect(detailLinks('7', coordinator, allBuilt).tiles.map((t) => t.label.id)).toEqual([
      'editionAdmin.editionDetail.tile.exams',
      'editionAdmin.editionDetail.tile.classified',
      'editionAdmin.editionDetail.tile.schoolRequests',
    ]);
  });
});

describe('listPathFor', () => {
  it('leads admins to /admin/edicoes and coordinators to /edicoes', () => {
    expect(listPathFor(admin)).toBe('/admin/edicoes');
    expect(listPathFor(coordinator)).toBe('/edicoes');
  });
});
