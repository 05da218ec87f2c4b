import { apiBaseUrl } from 'shared-contracts/client';
import { type ProjectRegistry } from 'shared-contracts';
import { boot } from './boot';
import { initFederation } from '../features/remotes/mf-runtime';

jest.mock('@module-federation/enhanced/runtime', () => ({
  init: jest.fn(),
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(),
}));

const registryJson = (projectId: number) => ({
  projectId,
  name: `Projeto ${projectId}`,
  remotes: {
    mfe_auth_registration: { entry: '/remotes/mfe-auth-registration/mf-manifest.json' },
    mfe_exam_taking: { entry: 'http://cdn.example.org/exam/mf-manifest.json' },
    mfe_edition_admin: { entry: '/remotes/mfe-edition-admin/mf-manifest.json', kind: 'parcel' },
    mfe_grading_results: { entry: '/remotes/mfe-grading-results/mf-manifest.json' },
  },
});

function fakeFetch(files: Record<string, unknown>) {
  const requested: string[] = [];
  const fetchImpl = (async (input: RequestInfo | URL) => {
    const url = String(input);
    requested.push(url);
    return url in files ? Response.json(files[url]) : new Response('not found', { status: 404 });
  }) as typeof fetch;
  return { fetchImpl, requested };
}

const appConfig = { projectId: 36, apiBase: '/api/', oidc: { issuer: '/oidc', clientId: 'web' } };

describe('boot', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));

  it('loads the config and the project registry, configures the API and registers the remotes', async () => {
    const { fetchImpl, requested } = fakeFetch({
      '/app-config.json': appConfig,
      '/projects/36.json': registryJson(36),
    });
    const registered: ProjectRegistry[] = [];
    const result = await boot({
      fetchImpl,
      search: '',
      initFederation: (r) => registered.push(r),
      loadModule: jest.fn(),
    });
    expect(result.ok).toBe(true);
    expect(requested).toEqual(['/app-config.json', '/projects/36.json']);
    expect(registered[0]?.name).toBe('Projeto 36');
    expect(apiBaseUrl()).toBe('/api');
    if (result.ok) {
      expect(result.loader.kindOf('mfe_edition_admin')).toBe('parcel');
      expect(result.loader.kindOf('mfe_exam_taking')).toBe('module');
    }
  });

  it('reads a sibling project registry with ?projeto=<id>', async () => {
    const { fetchImpl, requested } = fakeFetch({
      '/app-config.json': appConfig,
      '/projects/47.json': registryJson(47),
    });
    const result = await boot({
      fetchImpl,
      search: '?projeto=47',
      initFederation: jest.fn(),
      loadModule: jest.fn(),
    });
    expect(result.ok && result.appConfig.projectId).toBe(47);
    expect(requested).toContain('/projects/47.json');
  });

  it('imports a parcel entry as an ES module from its URL and loads the others through federation', async () => {
    const { fetchImpl } = fakeFetch({ '/app-config.json': appConfig, '/projects/36.json': registryJson(36) });
    const parcelModule = { parcel: { bootstrap: jest.fn(), mount: jest.fn(), unmount: jest.fn() } };
    const importParcel = jest.fn(async () => parcelModule);
    const federated = { routes: {} };
    const loadModule = jest.fn(async () => federated);
    const result = await boot({ fetchImpl, search: '', initFederation: jest.fn(), loadModule, importParcel });
    if (!result.ok) throw new Error('boot failed');
    await expect(result.loader.load('mfe_edition_admin')).resolves.toBe(parcelModule);
    expect(importParcel).toHaveBeenCalledWith(
      `${globalThis.location.origin}/remotes/mfe-edition-admin/mf-manifest.json`,
    );
    await expect(result.loader.load('mfe_exam_taking')).resolves.toBe(federated);
    expect(loadModule).toHaveBeenCalledWith('mfe_exam_taking');
    expect(loadModule).not.toHaveBeenCalledWith('mfe_edition_admin');
  });

  it('fails readably when the registry is missing or invalid', async () => {
    const missing = fakeFetch({ '/app-config.json': appConfig });
    const a = await boot({
      fetchImpl: missing.fetchImpl,
      search: '',
      initFederation: jest.fn(),
      loadModule: jest.fn(),
    });
    expect(a.ok).toBe(false);
    expect(!a.ok && a.appConfig?.projectId).toBe(36);

    const invalid = fakeFetch({
      '/app-config.json': appConfig,
      '/projects/36.json': { projectId: 36, remotes: {} },
    });
    const b = await boot({
      fetchImpl: invalid.fetchImpl,
      search: '',
      initFederation: jest.fn(),
      loadModule: jest.fn(),
    });
    expect(b.ok).toBe(false);
  });

  it('fails when the app config is invalid', async () => {
    const { fetchImpl } = fakeFetch({ '/app-config.json': { projectId: 'x' } });
    const result = await boot({ fetchImpl, search: '', initFederation: jest.fn(), loadModule: jest.fn() });
    expect(result).toMatchObject({ ok: false, appConfig: null });
  });
});

describe('initFederation', () => {
  it('joins the shell instance and registers every module remote (not the parcels), resolving relative entries against the origin', () => {
    const runtime = jest.requireMock('@module-federation/enhanced/runtime') as {
      init: jest.Mock;
      registerRemotes: jest.Mock;
    };
    initFederation(registryJson(36) as ProjectRegistry, 'https://olimpiada.example.org');
    expect(runtime.init).toHaveBeenCalledWith({ name: 'shell', remotes: [] });
    expect(runtime.registerRemotes).toHaveBeenCalledWith([
      {
        name: 'mfe_auth_registration',
        entry: 'https://olimpiada.example.org/remotes/mfe-auth-registration/mf-manifest.json',
      },
      { name: 'mfe_exam_taking', entry: 'http://cdn.example.org/exam/mf-manifest.json' },
      {
        name: 'mfe_grading_results',
        entry: 'https://olimpiada.example.org/remotes/mfe-grading-results/mf-manifest.json',
      },
    ]);
  });
});
