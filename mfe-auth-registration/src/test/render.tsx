import type { ReactElement } from 'react';
import { REGISTRATION_MESSAGES, SUPPORTED_LOCALES, type LocaleMessages } from 'shared-contracts';
import { Toaster, toaster } from 'shared-contracts/ui';
import { createRouteRenderer, type RouteRenderOptions } from 'shared-contracts/testing';
import { messages } from '../app/messages';

export { setViewportWidth, stubFetch, type StubbedFetch } from 'shared-contracts/testing';

// Until the test renderer merges shared-contracts' messages (SHARED_MESSAGES) itself, the shared
// registration messages are merged here, beneath this remote's own.
const merged = Object.fromEntries(
  SUPPORTED_LOCALES.map((locale) => [locale, { ...REGISTRATION_MESSAGES[locale], ...messages[locale] }]),
) as LocaleMessages;

const render = createRouteRenderer(merged);

/** Renders a screen with the shell's providers and the shared toaster (toasts show as `toast`). */
export function renderRoute(element: ReactElement, options: RouteRenderOptions) {
  return render(
    <>
      {element}
      <Toaster />
    </>,
    options,
  );
}

/** Removes every toast (the toaster is a module singleton shared by tests). */
export function clearToasts() {
  toaster.remove();
}
