import { createRouteRenderer } from 'shared-contracts/testing';
import { SUPPORTED_LOCALES, type LocaleMessages } from 'shared-contracts';
import sharedEs from '../../../shared-contracts/lang/es.json';
import sharedPtBR from '../../../shared-contracts/lang/pt-BR.json';
import sharedPtPT from '../../../shared-contracts/lang/pt-PT.json';
import { messages } from '../app/messages';

export { setViewportWidth, stubFetch, type StubbedFetch } from 'shared-contracts/testing';

// shared-contracts' messages (the shared question review's, for one), as AppProviders will merge them
// (SHARED_MESSAGES); drop this once the test renderer merges them itself.
const shared: LocaleMessages = { 'pt-BR': sharedPtBR, es: sharedEs, 'pt-PT': sharedPtPT };
const merged = Object.fromEntries(
  SUPPORTED_LOCALES.map((locale) => [locale, { ...shared[locale], ...messages[locale] }]),
) as LocaleMessages;

export const renderRoute = createRouteRenderer(merged);
