import { act } from '@testing-library/react';

/** An IntersectionObserver the tests scroll: every observed element comes into (or leaves) view on `scrollAll`. */
const observers = new Set<{ callback: IntersectionObserverCallback; elements: Set<Element> }>();

class TestIntersectionObserver {
  private readonly entry: { callback: IntersectionObserverCallback; elements: Set<Element> };
  root = null;
  rootMargin = '';
  thresholds = [];
  constructor(callback: IntersectionObserverCallback) {
    this.entry = { callback, elements: new Set() };
    observers.add(this.entry);
  }
  observe(element: Element) {
    this.entry.elements.add(element);
  }
  unobserve(element: Element) {
    this.entry.elements.delete(element);
  }
  disconnect() {
    observers.delete(this.entry);
  }
  takeRecords() {
    return [];
  }
}

export function installTestIntersectionObserver() {
  observers.clear();
  window.IntersectionObserver = TestIntersectionObserver as unknown as typeof IntersectionObserver;
}

/** Every observed element enters (true) or leaves (false) the viewport. */
export async function scrollAll(isIntersecting = true) {
  await act(async () => {
    [...observers].forEach(({ callback, elements }) =>
      callback(
        [...elements].map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry),
        {} as IntersectionObserver,
      ),
    );
  });
}
