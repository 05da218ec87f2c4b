import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PERSISTED_KEYS } from 'shared-contracts';
import { renderShell, resetShellState } from '../../test-utils/render-shell';
import { userWith } from '../../test-utils/fixtures';
import { reloadLocaleChoice } from './locale-store';

const originalLanguage = navigator.language;
function setBrowserLanguage(language: string) {
  Object.defineProperty(window.navigator, 'language', { value: language, configurable: true });
}

beforeEach(() => {
  resetShellState();
  setBrowserLanguage(originalLanguage);
});
afterAll(() => setBrowserLanguage(originalLanguage));

describe('interface language', () => {
  it('follows a Spanish browser for projects without a forced language', async () => {
    setBrowserLanguage('es-AR');
    await renderShell({ path: '/', projectId: 47 });
    expect(await screen.findByText(/Inicia sesión con tu cuenta/)).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('es');
  });

  it('falls back to pt-BR for an unsupported browser language', async () => {
    setBrowserLanguage('en-US');
    await renderShell({ path: '/', projectId: 47 });
    expect(await screen.findByText(/Entre com a sua conta/)).toBeInTheDocument();
    expect(screen.getByLabelText('Idioma')).toHaveValue('pt-BR');
    expect(document.documentElement.lang).toBe('pt-BR');
  });

  it('forces pt-PT for project 36 until the user picks a language', async () => {
    setBrowserLanguage('es-ES');
    await renderShell({ path: '/', projectId: 36 });
    expect(await screen.findByText(/Inicie sessão com a sua conta/)).toBeInTheDocument();
    expect(screen.getByLabelText('Idioma')).toHaveValue('pt-PT');
  });

  it('switches the visible text when a language is chosen, and persists the choice', async () => {
    await renderShell({ path: '/', projectId: 36 });
    await userEvent.selectOptions(screen.getByLabelText('Idioma'), 'es');
    expect(await screen.findByText(/Inicia sesión con tu cuenta/)).toBeInTheDocument();
    expect(screen.queryByText(/Inicie sessão com a sua conta/)).not.toBeInTheDocument();
    expect(localStorage.getItem(PERSISTED_KEYS.language)).toBe('es');
    expect(document.documentElement.lang).toBe('es');
  });

  it('reads a persisted choice over the project default', async () => {
    localStorage.setItem(PERSISTED_KEYS.language, 'pt-BR');
    reloadLocaleChoice();
    await renderShell({ path: '/', projectId: 36 });
    expect(await screen.findByText(/Entre com a sua conta/)).toBeInTheDocument();
  });

  it('the header selector switches the signed-in screens too', async () => {
    await renderShell({ path: '/nao-existe', user: userWith(['student']) });
    expect(await screen.findByText('Página não encontrada')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Idioma'), 'es');
    await waitFor(() =>
      expect(screen.getByText('El contenido que buscas no existe o fue eliminado.')).toBeInTheDocument(),
    );
    expect(screen.getByTestId('nav-home')).toHaveTextContent('Ediciones');
  });

  it('persists nothing beyond auth, in-progress exams and language', async () => {
    await renderShell({ path: '/edicoes/ativas', user: userWith(['student']) });
    await userEvent.selectOptions(screen.getByLabelText('Idioma'), 'es');
    const allowed: string[] = Object.values(PERSISTED_KEYS);
    const keys = Array.from({ length: localStorage.length }, (_, i) => localStorage.key(i));
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) expect(allowed).toContain(key);
  });
});
