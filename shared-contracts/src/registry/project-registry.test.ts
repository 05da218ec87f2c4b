import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseProjectRegistry } from './project-registry';

const registryDirs = ['projects', 'projects-dev'].map((d) => path.join(__dirname, '../../../deploy', d));

describe('project registry', () => {
  it.each(registryDirs.flatMap((dir) => readdirSync(dir).map((f) => path.join(dir, f))))(
    '%s is a valid registry whose file name is its project id',
    (file) => {
      const registry = parseProjectRegistry(JSON.parse(readFileSync(file, 'utf8')));
      expect(`${registry.projectId}.json`).toBe(path.basename(file));
    },
  );

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
});
