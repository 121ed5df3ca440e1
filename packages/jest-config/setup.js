require('@testing-library/jest-dom/jest-globals');

// jsdom lacks a few browser APIs that react-router and Chakra (Ark UI) use.
const { TextEncoder, TextDecoder } = require('node:util');
if (!globalThis.TextEncoder) Object.assign(globalThis, { TextEncoder, TextDecoder });
if (!globalThis.structuredClone) globalThis.structuredClone = (v) => JSON.parse(JSON.stringify(v));
if (typeof window !== 'undefined') {
  window.matchMedia ??= (query) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener() {},
    removeListener() {},
    addEventListener() {},
    removeEventListener() {},
    dispatchEvent: () => false,
  });
  window.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  window.IntersectionObserver ??= class {
    root = null;
    rootMargin = '';
    scrollMargin = '';
    thresholds = /** @type {number[]} */ ([]);
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  };
  window.scrollTo ??= () => {};
  Element.prototype.scrollTo ??= () => {};
}

// Lazily loaded dialog bodies and parcels can take over a second to appear when two suites share the
// 2-core CI machine; testing-library's 1 s default for findBy/waitFor then fails tests that are right.
require('@testing-library/react').configure({ asyncUtilTimeout: 5000 });
