import { SHARED_MESSAGES } from '../i18n/shared-messages';
import { messageCatalogProblems, messagesOf } from '../testing/message-catalog';
import { isTeamMessageId, TEAM_MESSAGE_IDS, teamMessage } from './messages';

const OWN = messagesOf(SHARED_MESSAGES, Object.values(TEAM_MESSAGE_IDS));

describe('team messages', () => {
  it('has every message in all three locales, non-empty, namespaced, same arguments', () =>
    expect(messageCatalogProblems(OWN, ['teams', 'files'])).toEqual([]));

  it('holds every id in every locale', () => {
    for (const locale of ['pt-BR', 'es', 'pt-PT'] as const)
      expect(Object.keys(OWN[locale]).sort()).toEqual(Object.values(TEAM_MESSAGE_IDS).sort());
  });

  it("uses the spec's Portuguese texts", () => {
    const pt = OWN['pt-BR'];
    const M = TEAM_MESSAGE_IDS;
    expect(pt[M.limit]).toBe('Limite de membros atingido');
    expect(pt[M.teacherRequired]).toBe('Professor (Tutor) e um membro obrigatorio, favor adicionar!');
    expect(pt[M.filesMax]).toBe('Maximo de arquivos enviados!');
    expect(pt[M.minLength3]).toBe('O nome precisa ter ao menos 3 caracteres');
    expect(pt[M.invalidEmail]).toBe('O email deve ser um endereço válido');
    expect(pt[M.noTeam]).toBe('Por favor criar um time!');
    expect(teamMessage(M.filesCsvShape, 'pt-BR', { rows: 2400, columns: 2 })).toBe(
      'Erro. O arquivo deve ter 2400 linhas e 2 colunas',
    );
  });

  it('translates rather than copies: es differs from pt-BR', () => {
    const same = Object.keys(OWN['pt-BR']).filter((id) => OWN.es[id] === OWN['pt-BR'][id]);
    expect(same).toEqual([]);
  });

  it('teamMessage fills arguments and falls back to pt-BR, or to the id itself', () => {
    expect(teamMessage('files.error.type', 'es', { formats: 'PDF, PNG' })).toBe(
      'Formato de archivo no permitido. Formatos aceptados: PDF, PNG',
    );
    expect(teamMessage('teams.error.limit', 'fr')).toBe('Limite de membros atingido');
    expect(teamMessage('teams.error.closed', 'pt-PT')).toContain('equipa');
    expect(teamMessage('something.else', 'es')).toBe('something.else');
  });

  it('recognises its ids', () => {
    expect(isTeamMessageId('files.error.max')).toBe(true);
    expect(isTeamMessageId('registration.validation.required')).toBe(false);
    expect(isTeamMessageId(3)).toBe(false);
  });
});
