// Every message id of every package exists in pt-BR, es and pt-PT (tooling/i18n/catalogs.mjs).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { checkPackage, PACKAGES, readCatalog } from './catalogs.mjs';

const shared = readCatalog('shared-contracts', 'pt-BR');
for (const pkg of PACKAGES)
  test(`${pkg}: every message is a literal descriptor, extracted, and translated in es and pt-PT`, async () => {
    assert.deepEqual(await checkPackage(pkg, { shared: pkg === 'shared-contracts' ? {} : shared }), []);
  });
