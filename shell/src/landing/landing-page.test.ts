import { getByRole, getByTestId, queryByTestId, within } from '@testing-library/dom';
import '@testing-library/jest-dom';
import { SUPPORTED_LOCALES } from 'shared-contracts';
import { registryFor } from '../test-utils/fixtures';
import { renderLanding, type LandingProps } from './landing-page';
import { landingText } from './landing-messages';
import { ORGANIZERS } from '../features/layout/organizers';

// jsdom has the <dialog> element without its modal methods.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.open = false;
    this.dispatchEvent(new Event('close'));
  };
});

function landing(extra: Partial<LandingProps> = {}) {
  const root = document.createElement('div');
  document.body.replaceChildren(root);
  const props: LandingProps = {
    registry: registryFor(36),
    locale: 'pt-PT',
    onLocale: jest.fn(),
    onLogin: jest.fn(() => new Promise<void>(() => undefined)),
    inviteToApp: false,
    onAppDismissed: jest.fn(),
    ...extra,
  };
  renderLanding(root, props);
  return { root, props };
}

describe('the signed-out landing page', () => {
  it("greets with the project's name in the page's language and says it on <html lang>", () => {
    const { root } = landing({ locale: 'es' });
    expect(getByRole(root, 'heading', { level: 1 })).toHaveTextContent(
      'Te damos la bienvenida a la Olimpíada Brasileira de Inteligência Artificial',
    );
    expect(document.documentElement.lang).toBe('es');
    expect(getByRole(root, 'link', { name: 'Conoce la olimpiada' })).toHaveAttribute(
      'href',
      'https://olimpiada-ia.org',
    );
  });

  it('offers the three languages and reports the one picked', () => {
    const { root, props } = landing();
    const select = getByRole(root, 'combobox', { name: 'Idioma' }) as HTMLSelectElement;
    expect(select.value).toBe('pt-PT');
    expect([...select.options].map((o) => o.value)).toEqual([...SUPPORTED_LOCALES]);
    select.value = 'es';
    select.dispatchEvent(new Event('change'));
    expect(props.onLocale).toHaveBeenCalledWith('es');
  });

  it('"Entrar" starts the sign-in once and says so; a failed start gives the button back', async () => {
    let fail: (error: Error) => void = () => undefined;
    const onLogin = jest.fn(() => new Promise<void>((_resolve, reject) => (fail = reject)));
    const { root } = landing({ onLogin });
    const button = getByRole(root, 'button', { name: 'Entrar' });
    button.click();
    button.click();
    expect(onLogin).toHaveBeenCalledTimes(1);
    expect(button).toBeDisabled();
    expect(button).toHaveTextContent('A iniciar sessão...');
    fail(new Error('unreachable'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(button).toBeEnabled();
    expect(button).toHaveTextContent('Entrar');
  });

  it("shows project 36's organisers in the footer, and a project's own links", () => {
    const { root } = landing();
    const footer = getByTestId(root, 'app-footer');
    expect(
      within(footer)
        .getAllByRole('img')
        .map((img) => img.getAttribute('alt')),
    ).toEqual(ORGANIZERS.map((o) => o.name));
    const other = landing({
      registry: registryFor(47, {
        footer: {
          logos: [],
          links: [
            {
              url: '/suporte',
              label: { 'pt-BR': 'Fale conosco', es: 'Contáctenos', 'pt-PT': 'Contacte-nos' },
            },
          ],
        },
      }),
    }).root;
    const nav = getByRole(other, 'navigation', { name: 'Ligações da olimpíada' });
    expect(within(nav).getByRole('link', { name: 'Contacte-nos' })).toHaveAttribute('href', '/suporte');
  });

  it("invites a phone to the project's app until the invitation is closed", () => {
    const { root, props } = landing({
      inviteToApp: true,
      registry: registryFor(36, {
        mobileApp: { android: 'https://play.example/app', ios: 'https://apps.example/app' },
      }),
    });
    const dialog = getByTestId(root, 'mobile-app-dialog') as HTMLDialogElement;
    expect(dialog.open).toBe(true);
    expect(within(dialog).getByRole('link', { name: 'Obter no Google Play' })).toHaveAttribute(
      'href',
      'https://play.example/app',
    );
    within(dialog).getByRole('button', { name: 'Agora não' }).click();
    expect(dialog.open).toBe(false);
    expect(props.onAppDismissed).toHaveBeenCalled();
    expect(queryByTestId(landing().root, 'mobile-app-dialog')).not.toBeInTheDocument();
  });

  it('has every one of its texts in the three languages', () => {
    for (const locale of SUPPORTED_LOCALES) {
      for (const key of [
        'title',
        'message',
        'button',
        'signingIn',
        'language',
        'organizers',
        'appClose',
      ] as const)
        expect(landingText(locale, key)).not.toMatch(/^shell\./);
    }
  });
});
