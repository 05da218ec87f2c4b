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

let NodeFile: typeof File | undefined;

/**
 * jsdom's FormData and File cannot be sent by the platform's fetch (Node's): for the duration of a
 * test file, the page builds Node's FormData, and tests choose Node's File objects (`testFile`).
 * Both classes are taken from a multipart body parsed by the platform.
 */
export function withNodeFormData() {
  const jsdomFormData = globalThis.FormData;
  beforeAll(async () => {
    const body =
      '--b\r\nContent-Disposition: form-data; name="f"; filename="a.txt"\r\n' +
      'Content-Type: text/plain\r\n\r\nx\r\n--b--\r\n';
    const probe = await new Response(body, {
      headers: { 'content-type': 'multipart/form-data; boundary=b' },
    }).formData();
    globalThis.FormData = probe.constructor as typeof FormData;
    NodeFile = (probe.get('f') as File).constructor as typeof File;
  });
  afterAll(() => {
    globalThis.FormData = jsdomFormData;
  });
}

/** A file the user chooses, with its content (call withNodeFormData in the test file first). */
export function testFile(content: string, name: string, type = ''): File {
  if (!NodeFile) throw new Error('call withNodeFormData() in the test file');
  return new NodeFile([content], name, { type });
}
