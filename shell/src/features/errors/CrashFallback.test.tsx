import { render, screen } from '@testing-library/react';
import { AppProviders } from 'shared-contracts/ui';
import { SHELL_MESSAGES } from '../../i18n';
import { CrashFallback } from './CrashFallback';
import { ErrorBoundary } from './ErrorBoundary';

it('replaces a crashed tree with the "cannot be accessed now, contact support" screen', () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const Crash = () => {
    throw new Error('render failed');
  };
  render(
    <AppProviders projectId={36} locale="pt-BR" messages={SHELL_MESSAGES['pt-BR']}>
      <ErrorBoundary fallback={() => <CrashFallback />}>
        <Crash />
      </ErrorBoundary>
    </AppProviders>,
  );
  expect(screen.getByTestId('crash-fallback')).toHaveTextContent('Não é possível acessar esta página agora.');
  expect(screen.getByTestId('crash-fallback')).toHaveTextContent('entre em contato com o suporte');
});
