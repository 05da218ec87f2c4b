import { screen, within } from '@testing-library/react';
import { userWith } from '../../test-utils/fixtures';
import { renderShell, resetShellState } from '../../test-utils/render-shell';
import { useLocaleChoice } from '../i18n/locale-store';
import { showsFooterOn } from './visibility-rules';

beforeEach(resetShellState);

const teachersFooter = {
  logos: [{ url: '/projects/assets/47/logo.svg', alt: 'Olimpíada de Professores' }],
  links: [
    { label: { 'pt-BR': 'Fale conosco', es: 'Contáctenos' }, url: '/suporte' },
    { label: { 'pt-BR': 'Regulamento' }, url: 'https://professores.example.org/regulamento' },
  ],
};

describe('project footer', () => {
  it('is hidden while solving an exam and on answer keys', () => {
    expect(showsFooterOn('/edicoes/ativas')).toBe(true);
    expect(showsFooterOn('/')).toBe(true);
    expect(showsFooterOn('/edicoes/ativas/1/fases/2/resolver/3')).toBe(false);
    expect(showsFooterOn('/edicoes/inativas/1/fases/2/gabarito')).toBe(false);
  });

  it('shows the organiser logos for project 36, whose registry names no footer', async () => {
    await renderShell({ path: '/edicoes/ativas', user: userWith(['student']) });
    const footer = await screen.findByTestId('app-footer');
    expect(footer.querySelectorAll('img')).toHaveLength(3);
    expect(screen.getByAltText('Sociedade Brasileira de Computação')).toBeInTheDocument();
  });

  it('is hidden on the answer-key route', async () => {
    await renderShell({ path: '/edicoes/ativas/1/fases/2/gabarito', user: userWith(['student']) });
    await screen.findByTestId('app-header');
    expect(screen.queryByTestId('app-footer')).not.toBeInTheDocument();
  });

  it('is absent for another project whose registry names no footer', async () => {
    await renderShell({ path: '/edicoes/ativas', projectId: 47, user: userWith(['student']) });
    await screen.findByTestId('app-header');
    expect(screen.queryByTestId('app-footer')).not.toBeInTheDocument();
  });

  it("shows the registry's logos and links in the user's language (pt-BR where a label has no translation)", async () => {
    useLocaleChoice.getState().choose('es');
    await renderShell({
      path: '/edicoes/ativas',
      projectId: 47,
      user: userWith(['student']),
      registry: { footer: teachersFooter },
    });
    const footer = await screen.findByTestId('app-footer');
    expect(within(footer).getByAltText('Olimpíada de Professores')).toHaveAttribute(
      'src',
      '/projects/assets/47/logo.svg',
    );
    expect(within(footer).getByRole('link', { name: 'Contáctenos' })).toHaveAttribute('href', '/suporte');
    const external = within(footer).getByRole('link', { name: 'Regulamento' });
    expect(external).toHaveAttribute('href', 'https://professores.example.org/regulamento');
    expect(external).toHaveAttribute('target', '_blank');
  });
});
