import { type Locale } from 'shared-contracts';
import es from '../../lang/es.json';
import ptBR from '../../lang/pt-BR.json';
import ptPT from '../../lang/pt-PT.json';

/**
 * The landing's texts: the same messages as the app's login screen, footer and mobile-app invitation (their
 * descriptors are in those React components, the extraction keeps lang/*.json in step), read from the
 * shell's catalogs so that both say the same words in every language.
 */
const IDS = {
  title: 'shell.login.title',
  message: 'shell.login.message',
  button: 'shell.login.button',
  signingIn: 'shell.login.signingIn',
  site: 'shell.login.site',
  language: 'shell.language.label',
  'pt-BR': 'shell.language.pt-BR',
  es: 'shell.language.es',
  'pt-PT': 'shell.language.pt-PT',
  organizers: 'shell.footer.organizers',
  links: 'shell.footer.links',
  appTitle: 'shell.mobileApp.title',
  appMessage: 'shell.mobileApp.message',
  appAndroid: 'shell.mobileApp.android',
  appIos: 'shell.mobileApp.ios',
  appClose: 'shell.mobileApp.close',
} as const;

export type LandingText = keyof typeof IDS;

const CATALOGS: Record<Locale, Record<string, string>> = { 'pt-BR': ptBR, es, 'pt-PT': ptPT };

/** The landing's text `key` in `locale`, with `{name}` placeholders filled from `values`. */
export function landingText(locale: Locale, key: LandingText, values: Record<string, string> = {}): string {
  const id = IDS[key];
  const text = CATALOGS[locale][id] ?? CATALOGS['pt-BR'][id] ?? id;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}
