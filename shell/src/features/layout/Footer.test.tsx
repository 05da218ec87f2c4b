import { screen } from '@testing-library/react';
import { userWith } from '../../test-utils/fixtures';
import { renderShell, resetShellState } from '../../test-utils/render-shell';
import { showsOrganizerFooter } from './visibility-rules';

beforeEach(resetShellState);

describe('organisers footer', () => {
  it('follows the project and route rules', () => {
    expect(showsOrganizerFooter(36, '/edicoes/ativas')).toBe(true);
    expect(showsOrganizerFooter(36, '/')).toBe(true);
    expect(showsOrganizerFooter(36, '/edicoes/ativas/1/fases/2/resolver/3')).toBe(false);
    expect(showsOrganizerFooter(36, '/edicoes/inativas/1/fases/2/gabarito')).toBe(false);
    expect(showsOrganizerFooter(47, '/edicoes/ativas')).toBe(false);
  });

  it('shows the organiser logos for project 36', async () => {
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

  it('is hidden for other projects', async () => {
    await renderShell({ path: '/edicoes/ativas', projectId: 47, user: userWith(['student']) });
    await screen.findByTestId('app-header');
    expect(screen.queryByTestId('app-footer')).not.toBeInTheDocument();
  });
});
