import { resolveLocale } from './locales';

describe('resolveLocale', () => {
  it('uses Spanish whenever the browser language contains es', () => {
    expect(resolveLocale({ browserLanguage: 'es-AR', projectId: 47 })).toBe('es');
    expect(resolveLocale({ browserLanguage: 'es', projectId: 47 })).toBe('es');
  });

  it('follows a supported browser language and falls back to pt-BR', () => {
    expect(resolveLocale({ browserLanguage: 'pt-PT', projectId: 47 })).toBe('pt-PT');
    expect(resolveLocale({ browserLanguage: 'pt-BR', projectId: 47 })).toBe('pt-BR');
    expect(resolveLocale({ browserLanguage: 'en-US', projectId: 47 })).toBe('pt-BR');
    expect(resolveLocale({ browserLanguage: null })).toBe('pt-BR');
  });

  it('forces pt-PT for project 36 unless the user chose a language', () => {
    expect(resolveLocale({ browserLanguage: 'es-ES', projectId: 36 })).toBe('pt-PT');
    expect(resolveLocale({ browserLanguage: 'es-ES', projectId: 36, chosen: 'es' })).toBe('es');
  });

  it('ignores a stored choice that is not a supported language', () => {
    expect(resolveLocale({ browserLanguage: 'pt-BR', projectId: 47, chosen: 'fr' })).toBe('pt-BR');
  });
});
