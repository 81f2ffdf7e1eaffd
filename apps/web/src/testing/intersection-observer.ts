import { vi } from 'vitest';

/**
 * A controllable IntersectionObserver for infinite lists (jsdom has none). `reveal(element)`
 * tells every observer watching that element that it scrolled into view.
 */
export function mockIntersectionObserver() {
  const observers = new Set<FakeObserver>();

  class FakeObserver {
    readonly targets = new Set<Element>();
    constructor(private readonly callback: IntersectionObserverCallback) {
      observers.add(this);
    }
    observe(target: Element) {
      this.targets.add(target);
    }
    unobserve(target: Element) {
      this.targets.delete(target);
    }
    disconnect() {
      this.targets.clear();
      observers.delete(this);
    }
    takeRecords() {
      return [];
    }
    fire(target: Element) {
      this.callback(
        [{ isIntersecting: true, target } as unknown as IntersectionObserverEntry],
        this as unknown as IntersectionObserver,
      );
    }
  }

  vi.stubGlobal('IntersectionObserver', FakeObserver);

  return {
    /** Whether any observer currently watches `element`. */
    isObserved: (element: Element) => [...observers].some((o) => o.targets.has(element)),
    reveal(element: Element) {
      for (const observer of [...observers]) {
        if (observer.targets.has(element)) observer.fire(element);
      }
    },
  };
}
