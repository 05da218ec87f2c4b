import {
  GENERIC_MOBILE_APP,
  isLocale,
  localizedText,
  SUPPORTED_LOCALES,
  type Locale,
  type ProjectRegistry,
} from 'shared-contracts';
import { footerOf } from '../features/layout/project-footer';
import { landingText, type LandingText } from './landing-messages';

export interface LandingProps {
  registry: ProjectRegistry;
  locale: Locale;
  /** The visitor picked another language in the selector. */
  onLocale: (locale: Locale) => void;
  /** "Entrar": starts the sign-in (the page shows it is under way until the browser leaves). */
  onLogin: () => Promise<void>;
  /** The invitation to the project's phone app is to be shown (a phone, not dismissed before). */
  inviteToApp: boolean;
  /** The visitor closed that invitation (it does not come back in this browser). */
  onAppDismissed: () => void;
}

type Attributes = Record<string, string>;

function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Attributes = {},
  ...children: (Node | string | null | false | undefined)[]
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  for (const child of children) if (child) element.append(child);
  return element;
}

function languageSelect({ locale, onLocale }: LandingProps, t: (key: LandingText) => string) {
  const select = el('select', { 'aria-label': t('language'), 'data-testid': 'language-selector' });
  for (const option of SUPPORTED_LOCALES) {
    select.append(el('option', { value: option }, t(option)));
  }
  select.value = locale;
  select.addEventListener('change', () => {
    if (isLocale(select.value)) onLocale(select.value);
  });
  return el('div', { class: 'lp-lang' }, select);
}

function loginButton({ onLogin }: LandingProps, t: (key: LandingText) => string) {
  const button = el('button', { type: 'button', class: 'lp-login' }, t('button'));
  button.addEventListener('click', () => {
    button.disabled = true;
    button.setAttribute('aria-busy', 'true');
    button.textContent = t('signingIn');
    onLogin().catch(() => {
      button.disabled = false;
      button.removeAttribute('aria-busy');
      button.textContent = t('button');
    });
  });
  return button;
}

function card(props: LandingProps, t: (key: LandingText) => string) {
  const { registry } = props;
  return el(
    'div',
    { class: 'lp-card' },
    languageSelect(props, t),
    registry.logo &&
      el('img', {
        class: 'lp-logo',
        src: registry.logo.url,
        alt: registry.logo.alt,
        'data-testid': 'project-logo',
      }),
    el('h1', {}, landingText(props.locale, 'title', { projectName: registry.name })),
    el('p', {}, t('message')),
    loginButton(props, t),
    registry.siteUrl &&
      el(
        'a',
        { class: 'lp-site', href: registry.siteUrl, target: '_blank', rel: 'noopener noreferrer' },
        t('site'),
      ),
  );
}

function footer({ registry, locale }: LandingProps, t: (key: LandingText) => string) {
  const content = footerOf(registry);
  if (!content || (content.logos.length === 0 && content.links.length === 0)) return null;
  return el(
    'footer',
    { class: 'lp-footer', 'data-testid': 'app-footer' },
    content.logos.length > 0 && el('p', {}, t('organizers')),
    content.logos.length > 0 &&
      el(
        'div',
        { class: 'lp-logos' },
        ...content.logos.map((logo) => el('img', { src: logo.url, alt: logo.alt })),
      ),
    content.links.length > 0 &&
      el(
        'nav',
        { 'aria-label': t('links') },
        ...content.links.map((link) =>
          el(
            'a',
            link.url.startsWith('/')
              ? { href: link.url }
              : { href: link.url, target: '_blank', rel: 'noopener noreferrer' },
            localizedText(link.label, locale),
          ),
        ),
      ),
  );
}

function appInvitation({ registry, onAppDismissed }: LandingProps, t: (key: LandingText) => string) {
  const links = {
    android: registry.mobileApp?.android ?? GENERIC_MOBILE_APP.android,
    ios: registry.mobileApp?.ios ?? GENERIC_MOBILE_APP.ios,
  };
  const store = (href: string, key: LandingText, primary: boolean) =>
    el(
      'a',
      {
        href,
        target: '_blank',
        rel: 'noopener noreferrer',
        class: primary ? 'lp-store lp-primary' : 'lp-store',
      },
      t(key),
    );
  const close = el('button', { type: 'button', class: 'lp-close' }, t('appClose'));
  const dialog = el(
    'dialog',
    { class: 'lp-dialog', 'data-testid': 'mobile-app-dialog', 'aria-labelledby': 'lp-app-title' },
    el('h2', { id: 'lp-app-title' }, t('appTitle')),
    el('p', {}, t('appMessage')),
    store(links.android, 'appAndroid', true),
    store(links.ios, 'appIos', false),
    close,
  );
  close.addEventListener('click', () => dialog.close());
  // Escape closes it too ("cancel", then "close"): either way it is dismissed for good.
  dialog.addEventListener('close', onAppDismissed);
  return dialog;
}

/**
 * The signed-out landing (`/`) without the app: the login card, the organisers' footer and, on a phone, the
 * invitation to the project's app. The same content and texts as the app's `LoginScreen`, `Footer` and
 * `MobileAppDialog`, in plain DOM and CSS (`landing.css`): no React, no Chakra, so the page paints as soon
 * as the configuration and the registry have answered. Renders into `root`, replacing what was there.
 */
export function renderLanding(root: HTMLElement, props: LandingProps): void {
  const t = (key: LandingText) => landingText(props.locale, key);
  document.documentElement.lang = props.locale;
  document.documentElement.style.setProperty('--lp-brand', props.registry.theme.primary);
  const main = el(
    'main',
    { class: 'lp-main' },
    el('div', { class: 'lp-center', 'data-testid': 'login-screen' }, card(props, t)),
  );
  root.replaceChildren(el('div', { class: 'lp-page' }, main, footer(props, t)));
  if (props.inviteToApp) {
    const dialog = appInvitation(props, t);
    root.append(dialog);
    dialog.showModal();
  }
}
