import { ChakraProvider } from '@chakra-ui/react';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { QueryClientProvider, queryClient as appQueryClient, type QueryClient } from '../client/query';
import { DEFAULT_LOCALE, type Locale, type Messages } from '../i18n/locales';
import { withSharedMessages } from '../i18n/shared-messages';
import { DEFAULT_THEME, type ProjectTheme } from '../theme/tokens';
import { systemFor } from './system';
import { Toaster } from './toaster';

function isProductionBuild(): boolean {
  try {
    // eslint-disable-next-line @typescript-eslint/ban-ts-comment
    // @ts-ignore -- replaced at build time by webpack (mode); typed only where @types/node is loaded
    return process.env.NODE_ENV === 'production';
  } catch {
    return false;
  }
}

type IntlError = { code?: string; message?: string };

/** Missing translations are silent in production builds (the default locale's text shows); other errors are logged. */
export function handleIntlError(error: IntlError, production = isProductionBuild()): void {
  if (production && error.code === 'MISSING_TRANSLATION') return;
  console.error(error);
}

/**
 * IntlProvider's `onError`, one function for the app's life: IntlProvider builds a new `intl` (and re-renders
 * every screen that reads it) whenever a prop of its configuration changes, an inline arrow included.
 */
const reportIntlError = (error: IntlError) => handleIntlError(error);

export interface AppProvidersProps {
  projectId: number;
  /** The project's colours (its registry's `theme`; default: the platform's). */
  theme?: ProjectTheme;
  locale: Locale;
  /** The package's messages in `locale` (shared-contracts' own are merged beneath them). */
  messages: Messages;
  /** The query cache (default: the app's one; tests give each render its own). */
  queryClient?: QueryClient;
  children?: ReactNode;
}

/**
 * The providers every screen needs: the query cache, Chakra (the project's system), react-intl and the toaster.
 * The shell wraps everything in it; remotes use it only in their standalone dev bootstrap.
 */
const ProjectIdContext = createContext<number | null>(null);

/** The active project id (the app config's, possibly overridden by ?projeto=), for any screen. */
export function useProjectId(): number {
  const projectId = useContext(ProjectIdContext);
  if (projectId === null) throw new Error('useProjectId outside AppProviders');
  return projectId;
}

const ProjectThemeContext = createContext<ProjectTheme>(DEFAULT_THEME);

/**
 * The active project's colours. Chakra is not a shared module (each package has its own copy and context),
 * but shared-contracts/ui is: a remote's screens read the theme here and build their provider on the same
 * system (see `screenLoader`).
 */
export function useProjectTheme(): ProjectTheme {
  return useContext(ProjectThemeContext);
}

/** Provides the project id alone (AppProviders does it for the app; tests use it directly). */
export function ProjectIdProvider({ projectId, children }: { projectId: number; children?: ReactNode }) {
  return <ProjectIdContext.Provider value={projectId}>{children}</ProjectIdContext.Provider>;
}

export function AppProviders({
  projectId,
  theme = DEFAULT_THEME,
  locale,
  messages,
  queryClient,
  children,
}: AppProvidersProps) {
  const allMessages = useMemo(() => withSharedMessages(locale, messages), [locale, messages]);
  return (
    <QueryClientProvider client={queryClient ?? appQueryClient}>
      <ProjectIdProvider projectId={projectId}>
        <ProjectThemeContext.Provider value={theme}>
          <ChakraProvider value={systemFor(theme)}>
            <IntlProvider
              locale={locale}
              messages={allMessages}
              defaultLocale={DEFAULT_LOCALE}
              onError={reportIntlError}
            >
              {children}
              <Toaster />
            </IntlProvider>
          </ChakraProvider>
        </ProjectThemeContext.Provider>
      </ProjectIdProvider>
    </QueryClientProvider>
  );
}
