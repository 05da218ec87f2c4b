import { render, screen } from '@testing-library/react';
import { BootFailure } from './BootFailure';

it('explains that the platform could not start, in the project language', () => {
  render(
    <BootFailure
      appConfig={{ projectId: 36, apiBase: '/api', oidc: { issuer: '/oidc', clientId: 'web' } }}
      error={new Error('HTTP 404')}
    />,
  );
  expect(screen.getByTestId('boot-error')).toHaveTextContent('Não foi possível iniciar a plataforma.');
  expect(screen.getByText('HTTP 404')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
});
