/**
 * Standalone dev bootstrap of a remote (`pnpm --filter <remote> dev`): the only place a remote wraps
 * itself in providers. Loads /app-config.json, points the API client at it, completes an OIDC login
 * (or starts one), then renders the remote's routes in its own BrowserRouter. Inside the shell none of
 * this runs: the shell loads './routes' and renders the components in its own router.
 */
import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { StrictMode, Suspense, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { isSignedIn } from '../client/auth-store';
import { completeLoginIfCallback, startLogin, takeReturnTo } from '../client/oidc-session';
import { configureApi } from '../client/api-client';
import type { AppConfig } from '../config/app-config';
import { loadAppConfig } from '../client/load-app-config';
import { resolveLocale, type Locale } from '../i18n/locales';
import { PERSISTED_KEYS } from '../persist/persisted-keys';
import type { RemoteRoutesModule } from '../ui/remote-module';
import { ROUTE_TABLE } from '../routes/route-table';
import { AppProviders } from '../ui/app-providers';

export function runStandaloneRemote(remoteModule: RemoteRoutesModule): void {
  const ownRoutes = ROUTE_TABLE.filter((entry) => entry.remote === remoteModule.remote).flatMap((entry) => {
    const Component = (remoteModule.routes as Record<string, ComponentType | undefined>)[entry.id];
    return Component ? [{ id: entry.id, path: entry.path, Component }] : [];
  });

  function StandaloneHome() {
    const first = ownRoutes.find((r) => !r.path.includes(':') && !r.path.includes('*'));
    if (first) return <Navigate to={first.path} replace />;
    return (
      <Box p="8">
        <Heading size="md">{remoteModule.remote}</Heading>
        <Text mt="2">Este remoto ainda não expõe telas.</Text>
      </Box>
    );
  }

  function StandaloneNotFound() {
    return (
      <Box p="8">
        <Heading size="md">404</Heading>
        <Text mt="2">Rota não exposta por {remoteModule.remote}.</Text>
      </Box>
    );
  }

  function SignInFailed({ config }: { config: AppConfig }) {
    return (
      <Stack p="8" gap="4" align="start">
        <Text>Não foi possível entrar.</Text>
        <Button onClick={() => void startLogin(config, '/')}>Entrar</Button>
      </Stack>
    );
  }

  function localeFor(config: AppConfig): Locale {
    return resolveLocale({
      browserLanguage: navigator.language,
      projectId: config.projectId,
      chosen: localStorage.getItem(PERSISTED_KEYS.language),
    });
  }

  async function main(): Promise<void> {
    const container = document.getElementById('root');
    if (!container) throw new Error('#root is missing');
    const root = createRoot(container);
    const config = await loadAppConfig();
    configureApi({ baseUrl: config.apiBase, language: () => localeFor(config) });

    const outcome = await completeLoginIfCallback(config);
    if (outcome === 'signed') {
      const back = takeReturnTo();
      if (back) window.history.replaceState(null, '', back);
    }
    const locale = localeFor(config);
    const messages = { ...remoteModule.messages['pt-BR'], ...remoteModule.messages[locale] };
    if (!isSignedIn()) {
      if (outcome === 'failed') {
        root.render(
          <AppProviders projectId={config.projectId} locale={locale} messages={messages}>
            <SignInFailed config={config} />
          </AppProviders>,
        );
      } else {
        await startLogin(config, `${window.location.pathname}${window.location.search}`);
      }
      return;
    }

    root.render(
      <StrictMode>
        <AppProviders projectId={config.projectId} locale={locale} messages={messages}>
          <BrowserRouter>
            <Box maxW="6xl" mx="auto" p={{ base: '3', md: '6' }}>
              <Routes>
                <Route path="/" element={<StandaloneHome />} />
                {ownRoutes.map(({ id, path, Component }) => (
                  <Route
                    key={id}
                    path={path}
                    element={
                      <Suspense>
                        <Component />
                      </Suspense>
                    }
                  />
                ))}
                <Route path="*" element={<StandaloneNotFound />} />
              </Routes>
            </Box>
          </BrowserRouter>
        </AppProviders>
      </StrictMode>,
    );
  }

  main().catch((error: unknown) => {
    console.error('[standalone] bootstrap failed', error);
    const container = document.getElementById('root');
    if (container)
      container.textContent = `Falha ao iniciar: ${error instanceof Error ? error.message : String(error)}`;
  });
}
