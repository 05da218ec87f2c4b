import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders } from 'shared-contracts/ui';
import { GENERIC_MOBILE_APP } from 'shared-contracts';
import { SHELL_MESSAGES } from '../../i18n';
import { APP_CONFIG, registryFor } from '../../test-utils/fixtures';
import { ShellEnvProvider } from '../../shared/shell-env';
import { isMobileDevice } from './is-mobile-device';
import { MobileAppDialog, resetMobileAppPrompt } from './MobileAppDialog';

function renderDialog(
  detect: () => boolean,
  mobileApp?: { android?: string; ios?: string },
  path = '/edicoes/ativas',
) {
  const registry = registryFor(36, mobileApp ? { mobileApp } : {});
  return render(
    <MemoryRouter initialEntries={[path]}>
      <ShellEnvProvider env={{ appConfig: APP_CONFIG, registry }}>
        <AppProviders projectId={36} locale="pt-BR" messages={SHELL_MESSAGES['pt-BR']}>
          <MobileAppDialog detect={detect} />
        </AppProviders>
      </ShellEnvProvider>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  resetMobileAppPrompt();
  localStorage.clear();
});

describe('mobile app pop-up', () => {
  it('invites mobile users once per session with the project store links', async () => {
    const first = renderDialog(() => true, {
      android: 'https://play.example/app',
      ios: 'https://apps.example/app',
    });
    expect(await screen.findByTestId('mobile-app-dialog')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Fechar' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Baixar no Google Play' })).toHaveAttribute(
      'href',
      'https://play.example/app',
    );
    expect(screen.getByRole('link', { name: 'Baixar na App Store' })).toHaveAttribute(
      'href',
      'https://apps.example/app',
    );
    first.unmount();
    renderDialog(() => true);
    expect(screen.queryByTestId('mobile-app-dialog')).not.toBeInTheDocument();
  });

  it('never comes back in this browser once dismissed, even in a new page session', async () => {
    const first = renderDialog(() => true);
    await userEvent.click(await screen.findByRole('button', { name: 'Agora não' }));
    first.unmount();
    resetMobileAppPrompt(); // a new page load
    renderDialog(() => true);
    expect(screen.queryByTestId('mobile-app-dialog')).not.toBeInTheDocument();
  });

  it('comes back on a new page load while it was not dismissed', async () => {
    const first = renderDialog(() => true);
    expect(await screen.findByTestId('mobile-app-dialog')).toBeInTheDocument();
    first.unmount();
    resetMobileAppPrompt();
    renderDialog(() => true);
    expect(await screen.findByTestId('mobile-app-dialog')).toBeInTheDocument();
  });

  it('never covers an exam', () => {
    renderDialog(() => true, undefined, '/edicoes/ativas/1/fases/2/resolver/3');
    expect(screen.queryByTestId('mobile-app-dialog')).not.toBeInTheDocument();
  });

  it('falls back to the generic links', async () => {
    renderDialog(() => true);
    expect(await screen.findByRole('link', { name: 'Baixar no Google Play' })).toHaveAttribute(
      'href',
      GENERIC_MOBILE_APP.android,
    );
  });

  it('stays closed on desktop', () => {
    renderDialog(() => false);
    expect(screen.queryByTestId('mobile-app-dialog')).not.toBeInTheDocument();
  });

  it('detects phones by user agent, and narrow touch screens', () => {
    const media = (matches: boolean) => ({ matchMedia: () => ({ matches }) as unknown as MediaQueryList });
    const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148';
    const desktop = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/120.0';
    expect(isMobileDevice({ userAgent: iphone, maxTouchPoints: 5 }, media(false))).toBe(true);
    expect(isMobileDevice({ userAgent: desktop, maxTouchPoints: 0 }, media(true))).toBe(false);
    expect(isMobileDevice({ userAgent: desktop, maxTouchPoints: 5 }, media(true))).toBe(true);
    expect(isMobileDevice({ userAgent: desktop, maxTouchPoints: 5 }, media(false))).toBe(false);
  });
});
