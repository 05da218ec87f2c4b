import { screen } from '@testing-library/react';
import { DEFAULT_THEME } from 'shared-contracts';
import { registryFor } from '../../test-utils/fixtures';
import { renderShell, resetShellState } from '../../test-utils/render-shell';
import { applyDocumentIdentity } from './document-identity';

beforeEach(resetShellState);

const teachers = {
  name: 'Olimpíada de Professores',
  theme: { primary: '#8a2b0f', secondary: '#f2b441' },
  logo: { url: '/projects/assets/47/logo.svg', alt: 'Olimpíada de Professores' },
  favicon: '/projects/assets/47/favicon.svg',
};

/** Every CSS text the page holds (Emotion's style elements, including the Chakra tokens' variables). */
const pageCss = () =>
  [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText)).join('\n') +
  [...document.querySelectorAll('style')].map((style) => style.textContent).join('\n');

describe("the project's identity", () => {
  it("names the tab after the project, and swaps in the project's icon and browser-bar colour", () => {
    document.head.innerHTML = '<link rel="icon" href="favicon.svg">';
    applyDocumentIdentity(registryFor(47, teachers));
    expect(document.title).toBe('Olimpíada de Professores');
    const icons = document.head.querySelectorAll('link[rel="icon"]');
    expect(icons).toHaveLength(1);
    expect(icons[0]).toHaveAttribute('href', '/projects/assets/47/favicon.svg');
    expect(document.head.querySelector('meta[name="theme-color"]')).toHaveAttribute('content', '#8a2b0f');
  });

  it('keeps the platform icon and colour for a registry that names none', () => {
    document.head.innerHTML = '';
    applyDocumentIdentity(registryFor(36));
    expect(document.head.querySelector('link[rel="icon"]')).toHaveAttribute('href', '/favicon.svg');
    expect(document.head.querySelector('meta[name="theme-color"]')).toHaveAttribute(
      'content',
      DEFAULT_THEME.primary,
    );
  });

  it("shows the project's logo on the login screen and puts its colours in the page's tokens", async () => {
    await renderShell({ path: '/', projectId: 47, registry: teachers });
    expect(await screen.findByTestId('login-screen')).toBeInTheDocument();
    expect(screen.getByTestId('project-logo')).toHaveAttribute('src', '/projects/assets/47/logo.svg');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Olimpíada de Professores');
    expect(pageCss()).toMatch(/--chakra-colors-project-primary:\s*#8a2b0f/);
    expect(pageCss()).not.toMatch(/--chakra-colors-project-primary:\s*#1c4374/);
  });

  it('shows no logo where the registry names none', async () => {
    await renderShell({ path: '/' });
    expect(await screen.findByTestId('login-screen')).toBeInTheDocument();
    expect(screen.queryByTestId('project-logo')).not.toBeInTheDocument();
  });
});
