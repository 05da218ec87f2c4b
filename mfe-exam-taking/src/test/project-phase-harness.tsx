import { configureApi, useAuthStore } from 'shared-contracts/client';
import { Toaster, toaster } from 'shared-contracts/ui';
import { type User } from 'shared-contracts';
import { ExamDetailPage } from '../features/exam-detail/components/ExamDetailPage';
import {
  projectPhaseServer,
  type ProjectPhaseServer,
  type ProjectServerOptions,
} from './project-phase-server';
import { renderRoute } from './render';

/**
 * Renders the exam detail of a project phase (/edicoes/ativas/5/fases/31) over the stand-in API, with
 * the shell's toaster, signed in as user 7 (Ana Souza).
 */
export function openProjectPhase(
  options: ProjectServerOptions = {},
  { locale }: { locale?: 'es' | 'pt-PT' } = {},
): ProjectPhaseServer & { intlErrors: string[]; unmount: () => void } {
  configureApi({ baseUrl: 'http://api.test/api' });
  useAuthStore.setState({ user: { id: '7', name: 'Ana Souza', profiles: [] } as unknown as User });
  const server = projectPhaseServer(options);
  const { intlErrors, unmount } = renderRoute(
    <>
      <ExamDetailPage />
      <Toaster />
    </>,
    {
      path: '/edicoes/ativas/:id/fases/:testId',
      entry: '/edicoes/ativas/5/fases/31',
      ...(locale ? { locale } : {}),
    },
  );
  return { ...server, intlErrors, unmount };
}

/** Removes every toast (the toaster is a module singleton shared by tests). */
export function clearToasts() {
  toaster.remove();
}

export { testFile, withNodeFormData } from 'shared-contracts/testing';
