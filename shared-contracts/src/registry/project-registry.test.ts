import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_THEME } from '../theme/tokens';
import { localizedText, parseProjectRegistry } from './project-registry';

const deployDir = path.join(__dirname, '../../../deploy');
const registryDirs = ['projects', 'projects-dev'].map((d) => path.join(deployDir, d));
const registryFiles = registryDirs.flatMap((dir) =>
  readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => path.join(dir, f)),
);

describe('project registry', () => {
  it.each(registryFiles)('%s is a valid registry whose file name is its project id', (file) => {
    const registry = parseProjectRegistry(JSON.parse(readFileSync(file, 'utf8')));
    expect(`${registry.projectId}.json`).toBe(path.basename(file));
  });

  it.each(registryFiles)('%s names only images that deploy/projects/assets holds', (file) => {
    const registry = parseProjectRegistry(JSON.parse(readFileSync(file, 'utf8')));
    const urls = [registry.logo?.url, registry.favicon, ...(registry.footer?.logos ?? []).map((l) => l.url)];
    for (const url of urls.filter((u): u is string => u?.startsWith('/projects/assets/') ?? false))
      expect(existsSync(path.join(deployDir, url))).toBe(true);
  });

  it('rejects a registry that misses a remote', () => {
    expect(() =>
      parseProjectRegistry({ projectId: 36, name: 'x', remotes: { mfe_exam_taking: { entry: '/x' } } }),
    ).toThrow();
  });

  it('defaults a remote to a module federation entry', () => {
    const entry = { entry: '/m.json' };
    const registry = parseProjectRegistry({
      projectId: 5,
      name: 'x',
      remotes: {
        mfe_auth_registration: entry,
        mfe_exam_taking: { entry: '/p.js', kind: 'parcel' },
        mfe_edition_admin: entry,
        mfe_grading_results: entry,
      },
    });
    expect(registry.remotes.mfe_auth_registration.kind).toBe('module');
    expect(registry.remotes.mfe_exam_taking.kind).toBe('parcel');
  });

  const module = { entry: '/m.json' };
  const remotes = {
    mfe_auth_registration: module,
    mfe_exam_taking: module,
    mfe_edition_admin: module,
    mfe_grading_results: module,
  };

  it('parses a registry written before the identity fields (shared-contracts 1.0.0) with the platform look', () => {
    const registry = parseProjectRegistry({ projectId: 9, name: 'Olimpíada antiga', remotes });
    expect(registry.theme).toEqual(DEFAULT_THEME);
    expect(registry.logo).toBeUndefined();
    expect(registry.favicon).toBeUndefined();
    expect(registry.footer).toBeUndefined();
  });

  it("reads a project's theme, logo, favicon and footer (a missing secondary colour takes the default)", () => {
    const registry = parseProjectRegistry({
      projectId: 47,
      name: 'Olimpíada de Professores',
      remotes,
      theme: { primary: '#8a2b0f' },
      logo: { url: '/projects/assets/47/logo.svg', alt: 'Olimpíada de Professores' },
      favicon: 'https://cdn.example.org/47/icon.png',
      footer: { links: [{ label: { 'pt-BR': 'Fale conosco', es: 'Contáctenos' }, url: '/suporte' }] },
    });
    expect(registry.theme).toEqual({ primary: '#8a2b0f', secondary: DEFAULT_THEME.secondary });
    expect(registry.logo?.url).toBe('/projects/assets/47/logo.svg');
    expect(registry.favicon).toBe('https://cdn.example.org/47/icon.png');
    expect(registry.footer?.logos).toEqual([]);
    const label = registry.footer!.links[0]!.label;
    expect(localizedText(label, 'es')).toBe('Contáctenos');
    expect(localizedText(label, 'pt-PT')).toBe('Fale conosco');
  });

  it.each([
    ['a primary colour white text cannot be read on (2.5:1)', { theme: { primary: '#2f9e44' } }],
    ['a colour that is not hex', { theme: { primary: 'rebeccapurple' } }],
    ['a logo without alt text', { logo: { url: '/l.svg', alt: '' } }],
    ['a relative asset path', { favicon: 'icon.svg' }],
    ['a footer link without its pt-BR label', { footer: { links: [{ label: { es: 'x' }, url: '/x' }] } }],
  ])('rejects %s', (_what, extra) => {
    expect(() => parseProjectRegistry({ projectId: 9, name: 'x', remotes, ...extra })).toThrow();
  });
});
