import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { configure, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { DEFAULT_LOCALE, type Locale, type LocaleMessages } from '../i18n/locales';
import { withSharedMessages } from '../i18n/shared-messages';
import { createQueryClient, QueryClientProvider } from '../client/query';
import { ProjectIdProvider } from '../ui/app-providers';

// findBy/waitFor wait up to 5 s: Chakra is slow to render in jsdom when the machine is busy.
configure({ asyncUtilTimeout: 5000 });

export interface RouteRenderOptions {
  path: string;
  entry: string | { pathname: string; state?: unknown };
  locale?: Locale;
  /** The active project (default 36). */
  projectId?: number;
}

/**
 * A remote's component-test renderer with the shell's providers: a query cache of its own, Chakra, react-intl collecting
 * missing-message errors (with shared-contracts' messages beneath the given ones, as AppProviders merges them), and a router where any other path lands on a page naming it.
 */
export function createRouteRenderer(messages: LocaleMessages) {
  return function renderRoute(
    element: ReactElement,
    { path, entry, locale = 'pt-BR', projectId = 36 }: RouteRenderOptions,
  ) {
    const intlErrors: string[] = [];
    const queryClient = createQueryClient();
    queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
    const utils = render(
      <QueryClientProvider client={queryClient}>
        <ProjectIdProvider projectId={projectId}>
          <ChakraProvider value={defaultSystem}>
            <IntlProvider
              locale={locale}
              defaultLocale={DEFAULT_LOCALE}
              messages={withSharedMessages(locale, messages[locale])}
              onError={(e) => intlErrors.push(`${e.code}: ${e.message}`)}
            >
              <MemoryRouter initialEntries={[entry]}>
                <Routes>
                  <Route path={path} element={element} />
                  <Route path="*" element={<Landed />} />
                </Routes>
              </MemoryRouter>
            </IntlProvider>
          </ChakraProvider>
        </ProjectIdProvider>
      </QueryClientProvider>,
    );
    return { ...utils, intlErrors, queryClient };
  };
}

function Landed() {
  return <p data-testid="landed">{useLocation().pathname}</p>;
}

/** Makes matchMedia answer as a viewport of the given width. */
export function setViewportWidth(width: number) {
  window.matchMedia = ((query: string) => {
    const min = /min-width:\s*(\d+)px/.exec(query);
    const max = /max-width:\s*(\d+(?:\.\d+)?)px/.exec(query);
    const matches = (min ? width >= Number(min[1]) : true) && (max ? width <= Number(max[1]) : true);
    return {
      matches,
      media: query,
      onchange: null,
      addListener() {},
      removeListener() {},
      addEventListener() {},
      removeEventListener() {},
      dispatchEvent: () => false,
    };
  }) as typeof window.matchMedia;
}

export interface StubbedFetch {
  requests: URL[];
  methods: string[];
  restore: () => void;
}

/** Replaces global fetch with a handler answering JSON:API documents (it sees the request body as text). */
export function stubFetch(
  handler: (
    url: URL,
    init: { method: string; body?: string },
  ) => { status?: number; body?: unknown; headers?: Record<string, string> },
): StubbedFetch {
  const original = globalThis.fetch;
  const requests: URL[] = [];
  const methods: string[] = [];
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const method = (input instanceof Request ? input.method : (init?.method ?? 'GET')).toUpperCase();
    requests.push(url);
    methods.push(method);
    const sent = input instanceof Request ? await input.clone().text() : init?.body;
    const {
      status = 200,
      body,
      headers,
    } = handler(url, {
      method,
      ...(typeof sent === 'string' && sent !== '' ? { body: sent } : {}),
    });
    return new Response(body === undefined || status === 204 ? null : JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/vnd.api+json', ...headers },
    });
  }) as typeof fetch;
  return { requests, methods, restore: () => (globalThis.fetch = original) };
}
