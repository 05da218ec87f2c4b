// jsdom plus the web platform pieces it lacks (fetch, TextEncoder, structuredClone,
// matchMedia, ResizeObserver), taken from Node so tests exercise real implementations.
const { TestEnvironment } = require('jest-environment-jsdom');
const { TextEncoder, TextDecoder } = require('node:util');

class BrowserLikeEnvironment extends TestEnvironment {
  async setup() {
    await super.setup();
    const g = this.global;
    g.TextEncoder = TextEncoder;
    g.TextDecoder = TextDecoder;
    g.structuredClone = structuredClone;
    g.fetch = fetch;
    g.Request = Request;
    g.Response = Response;
    g.Headers = Headers;
    g.AbortController = AbortController;
    g.AbortSignal = AbortSignal;
    g.ReadableStream = ReadableStream;
    g.FormData = g.FormData ?? FormData;
    g.matchMedia =
      g.matchMedia ??
      ((query) => ({
        matches: false,
        media: query,
        onchange: null,
        addListener() {},
        removeListener() {},
        addEventListener() {},
        removeEventListener() {},
        dispatchEvent: () => false,
      }));
    g.ResizeObserver =
      g.ResizeObserver ??
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      };
    g.IntersectionObserver =
      g.IntersectionObserver ??
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
        takeRecords() {
          return [];
        }
      };
    g.scrollTo = () => {};
    g.Element.prototype.scrollTo = () => {};
    g.Element.prototype.scrollIntoView = () => {};
  }
}

module.exports = BrowserLikeEnvironment;
