// `<link rel="preload" as="script">` in the page for every script its bootstrap needs (issue 11, fewer
// round trips). The entry only does `import('./bootstrap')`; without these links a phone downloads the
// entry, runs it (the federation runtime), and only then asks for the bootstrap's chunks and for the
// fallbacks of the shared modules they consume (React, Chakra, shared-contracts…): one more round trip
// and the entry's run time before the largest downloads even start. With them, every script of the
// first screen downloads in parallel from the first byte of HTML.
//
// Only what the bootstrap always runs is listed: the chunks of the entry's dynamic imports and, through
// each consumed shared module, its own fallback chunks (and theirs). Lazy screens are not: a preload the
// page does not use within seconds is wasted bandwidth and a console warning.
const HtmlWebpackPlugin = require('html-webpack-plugin');

const NAME = 'PreloadBootScripts';

/** The chunk groups a module's async blocks (dynamic imports, shared fallbacks) load. */
function blockChunkGroups(chunkGraph, module) {
  return (module.blocks ?? []).map((block) => chunkGraph.getBlockChunkGroup(block)).filter(Boolean);
}

/** The script files the page runs before its first screen: the entry's, then its bootstrap's. */
function bootScripts(compilation) {
  const { chunkGraph } = compilation;
  // A consumed shared module is loaded through the share scope, from the build that provides it: for the
  // first screen that is this build (the shell provides every singleton), through its provide module's
  // chunks, which are not always the consume module's own fallback chunks.
  const providers = new Map();
  for (const module of compilation.modules)
    if (module.type === 'provide-module') providers.set(module._name ?? module._shareKey, module);
  const files = new Set();
  const seenGroups = new Set();
  const visitGroup = (group) => {
    if (seenGroups.has(group)) return;
    seenGroups.add(group);
    for (const chunk of group.chunks) {
      for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
      for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
        if (module.type !== 'consume-shared-module' || module.options.eager) continue;
        const provider = providers.get(module.options.shareKey) ?? module;
        blockChunkGroups(chunkGraph, provider).forEach(visitGroup);
      }
    }
  };
  for (const entrypoint of compilation.entrypoints.values()) {
    for (const chunk of entrypoint.chunks) {
      // The entry module's own dynamic import (`import('./bootstrap')`), never deeper lazy screens.
      for (const module of chunkGraph.getChunkEntryModulesIterable(chunk))
        blockChunkGroups(chunkGraph, module).forEach(visitGroup);
    }
  }
  // The entry's own script first: it runs first, and the bootstrap's preloads must not queue ahead of it.
  const entryFiles = [...compilation.entrypoints.values()]
    .flatMap((e) => e.getFiles())
    .filter((f) => f.endsWith('.js'));
  return [...new Set([...entryFiles, ...files])];
}

class PreloadBootScriptsPlugin {
  /** @param {{ fetches?: string[] }} options URLs the page fetches at boot (the shell's app config). */
  constructor({ fetches = [] } = {}) {
    this.fetches = fetches;
  }

  apply(compiler) {
    compiler.hooks.compilation.tap(NAME, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTags.tap(NAME, (data) => {
        const links = bootScripts(compilation).map((file) => ({
          tagName: 'link',
          voidTag: true,
          meta: { plugin: NAME },
          attributes: { rel: 'preload', as: 'script', href: `${data.publicPath}${file}` },
        }));
        // `crossorigin` makes the preload's request (CORS mode, same-origin credentials) the one `fetch()`
        // makes, so the page's own fetch takes the preloaded response instead of asking again.
        const fetches = this.fetches.map((href) => ({
          tagName: 'link',
          voidTag: true,
          meta: { plugin: NAME },
          attributes: { rel: 'preload', as: 'fetch', crossorigin: 'anonymous', href },
        }));
        data.assetTags.scripts.unshift(...links, ...fetches);
        return data;
      });
    });
  }
}

module.exports = { PreloadBootScriptsPlugin };
