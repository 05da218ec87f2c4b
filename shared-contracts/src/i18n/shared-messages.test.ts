import { SHARED_MESSAGES, withSharedMessages } from './shared-messages';

describe('shared messages', () => {
  it('come from the lang files, one catalog per locale', () => {
    expect(SHARED_MESSAGES['pt-BR']['ui.close']).toBe('Fechar');
    expect(SHARED_MESSAGES.es['ui.close']).toBe('Cerrar');
    expect(SHARED_MESSAGES['pt-PT']['pagedTable.loading']).toBe('A carregar…');
  });

  it("lie beneath a package's messages: pt-BR, then the locale's, then the package's", () => {
    const merged = withSharedMessages('es', { 'ui.close': 'Cerrar ya', 'mine.only': 'Mío' });
    expect(merged['ui.close']).toBe('Cerrar ya');
    expect(merged['mine.only']).toBe('Mío');
    expect(merged['pagedTable.loading']).toBe('Cargando…');
  });
});
