require('@testing-library/jest-dom');

// jsdom lacks a few browser APIs that react-router and Chakra (Ark UI) use.
const { TextEncoder, TextDecoder } = require('node:util');
if (!globalThis.TextEncoder) Object.assign(globalThis, { TextEncoder, TextDecoder });
if (!globalThis.structuredClone) globalThis.structuredClone = (v) => JSON.parse(JSON.stringify(v));
if (typeof window !== 'undefined') {
  window.matchMedia ??= (query) => ({
    matches: false, media: query, onchange: null,
    addListener() {}, removeListener() {}, addEventListener() {}, removeEventListener() {}, dispatchEvent: () => false,
  });
  window.ResizeObserver ??= class { observe() {} unobserve() {} disconnect() {} };
  window.IntersectionObserver ??= class { observe() {} unobserve() {} disconnect() {} takeRecords() { return []; } };
  window.scrollTo ??= () => {};
  Element.prototype.scrollTo ??= () => {};
}
