import { configureApi, useAuthStore } from 'shared-contracts/client';
import { Toaster, toaster } from 'shared-contracts/ui';
import { type User } from 'shared-contracts';
import { ActiveEditionArea } from '../app/edition-area/ActiveEditionArea';
import { InactiveEditionArea } from '../app/edition-area/InactiveEditionArea';
import { stubApi, type ApiStub, type StubAnswer, type StubRequest } from './api-stub';
import { renderRoute } from './render';

export const SIGNED_IN = {
  user: { id: '7', name: 'Ana Souza', profiles: [] } as unknown as User,
  credentials: { accessToken: 'token-ana', uid: 'ana@example.org', client: 'client-1' },
};

let stub: ApiStub | undefined;

/**
 * Renders an edition area (as the shell mounts it, with the toaster) at `entry`, over a stubbed API.
 * `area` picks /edicoes/ativas/* or /edicoes/inativas/*.
 */
export function openArea(
  handler: (request: StubRequest) => StubAnswer,
  {
    entry,
    area = 'ativas',
    locale,
    projectId,
  }: { entry: string; area?: 'ativas' | 'inativas'; locale?: 'es' | 'pt-PT'; projectId?: number },
) {
  stub?.restore();
  stub = stubApi(handler);
  const utils = renderRoute(
    <>
      {area === 'ativas' ? <ActiveEditionArea /> : <InactiveEditionArea />}
      <Toaster />
    </>,
    {
      path: `/edicoes/${area}/*`,
      entry,
      ...(locale ? { locale } : {}),
      ...(projectId ? { projectId } : {}),
    },
  );
  return { ...utils, api: stub };
}

/** Signs Ana in before each test; restores fetch and clears toasts after. */
export function setUpAreaTests() {
  beforeAll(() => configureApi({ baseUrl: 'http://api.test/api' }));
  beforeEach(() => useAuthStore.setState(SIGNED_IN));
  afterEach(() => {
    stub?.restore();
    stub = undefined;
    toaster.remove();
  });
}
