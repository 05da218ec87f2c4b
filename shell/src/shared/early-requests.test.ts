import { APP_CONFIG_URL, PROJECT_OVERRIDE_PARAM, type ProjectRegistry } from 'shared-contracts';
import { boot } from '../app/boot';
import { registryFor } from '../test-utils/fixtures';
import { registryUrl, startEarlyRequests } from './early-requests';

jest.mock('@module-federation/enhanced/runtime', () => ({
  init: jest.fn(),
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(),
}));

const appConfig = { projectId: 47, apiBase: '/api', oidc: { issuer: '/oidc', clientId: 'web' } };
const registryJson = (projectId: number) => registryFor(projectId, { name: `Projeto ${projectId}` });

/** A server whose answers the test releases one by one, recording what was asked and when. */
function slowServer(files: Record<string, unknown>) {
  const requested: string[] = [];
  const waiting = new Map<string, () => void>();
  const fetchImpl = ((input: RequestInfo | URL) => {
    const url = String(input);
    requested.push(url);
    return new Promise<Response>((resolve, reject) => {
      waiting.set(url, () => {
        if (files[url] instanceof Error) reject(files[url]);
        else resolve(url in files ? Response.json(files[url]) : new Response('not found', { status: 404 }));
      });
    });
  }) as typeof fetch;
  const answer = async (url: string) => {
    const release = waiting.get(url);
    if (!release) throw new Error(`${url} was not asked for`);
    waiting.delete(url);
    release();
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { fetchImpl, requested, answer };
}

const bootWith = (fetchImpl: typeof fetch, search = '') => {
  const registered: ProjectRegistry[] = [];
  const result = boot({
    fetchImpl,
    search,
    initFederation: (r) => registered.push(r),
    loadModule: jest.fn(),
  });
  return { result, registered };
};

describe('early requests', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));

  it('asks for the registry as soon as the configuration answers, before boot runs', async () => {
    expect(APP_CONFIG_URL).toBe('/app-config.json');
    const server = slowServer({ '/app-config.json': appConfig, '/projects/47.json': registryJson(47) });
    const early = startEarlyRequests(server.fetchImpl, '');
    expect(server.requested).toEqual(['/app-config.json']);
    await server.answer('/app-config.json');
    // The app's scripts have not run yet: the registry is already on its way.
    expect(server.requested).toEqual(['/app-config.json', registryUrl(47)]);

    const { result, registered } = bootWith(early);
    await server.answer('/projects/47.json');
    await expect(result).resolves.toMatchObject({ ok: true, appConfig: { projectId: 47 } });
    expect(registered[0]?.name).toBe('Projeto 47');
    // Boot read both through the started requests: nothing was asked twice.
    expect(server.requested).toEqual(['/app-config.json', '/projects/47.json']);
  });

  it('hands each started request out once: later reads (a release check) ask the server again', async () => {
    const server = slowServer({ '/app-config.json': appConfig, '/projects/47.json': registryJson(47) });
    const early = startEarlyRequests(server.fetchImpl, '');
    await server.answer('/app-config.json');
    await server.answer('/projects/47.json');
    await (await early('/projects/47.json')).json();
    const again = early('/projects/47.json');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(server.requested).toEqual(['/app-config.json', '/projects/47.json', '/projects/47.json']);
    await server.answer('/projects/47.json');
    await expect((await again).json()).resolves.toMatchObject({ name: 'Projeto 47' });
  });

  it(`leaves ?${PROJECT_OVERRIDE_PARAM}= to boot, which reads the sibling's registry`, async () => {
    const server = slowServer({ '/app-config.json': appConfig, '/projects/36.json': registryJson(36) });
    const search = `?${PROJECT_OVERRIDE_PARAM}=36`;
    const early = startEarlyRequests(server.fetchImpl, search);
    await server.answer('/app-config.json');
    expect(server.requested).toEqual(['/app-config.json']);
    const { result, registered } = bootWith(early, search);
    await new Promise((resolve) => setTimeout(resolve, 0));
    await server.answer('/projects/36.json');
    await expect(result).resolves.toMatchObject({ ok: true, appConfig: { projectId: 36 } });
    expect(registered[0]?.name).toBe('Projeto 36');
    expect(server.requested).toEqual(['/app-config.json', '/projects/36.json']);
  });

  it('a configuration that fails reaches boot as its error page, and no registry is asked for', async () => {
    const server = slowServer({ '/app-config.json': new TypeError('Failed to fetch') });
    const early = startEarlyRequests(server.fetchImpl, '');
    await server.answer('/app-config.json');
    const { result } = bootWith(early);
    await expect(result).resolves.toMatchObject({ ok: false, appConfig: null });
    expect(server.requested).toEqual(['/app-config.json']);
  });

  it('a configuration answered with an error status is boot’s to report', async () => {
    const server = slowServer({});
    const early = startEarlyRequests(server.fetchImpl, '');
    await server.answer('/app-config.json');
    const { result } = bootWith(early);
    await expect(result).resolves.toMatchObject({ ok: false });
    expect(server.requested).toEqual(['/app-config.json']);
  });
});
