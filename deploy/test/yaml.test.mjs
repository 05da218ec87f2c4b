// Every YAML file of deploy/ parses (a syntax error names its file and line).
import assert from 'node:assert/strict';
import path from 'node:path';
import { it } from 'node:test';
import { readYaml, repoRoot, yamlFiles } from './files.mjs';

it('every YAML file under deploy/ parses', () => {
  const files = yamlFiles();
  assert.ok(files.length >= 10, `${files.length} files`);
  for (const file of files)
    assert.ok(readYaml(file).length, `${path.relative(repoRoot, file)} has a document`);
});
