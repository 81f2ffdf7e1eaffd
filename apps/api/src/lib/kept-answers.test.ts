import { afterEach, describe, expect, it, vi } from 'vitest';
import { createKeptAnswers } from './kept-answers';

/** A computation the test finishes by hand, counting how often it started. */
function deferred() {
  let finish: (value: number) => void = () => undefined;
  let started = 0;
  const compute = () => {
    started++;
    return new Promise<number>((resolve) => {
      finish = resolve;
    });
  };
  return { compute, finish: (value: number) => finish(value), started: () => started };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('kept answers', () => {
  it('computes a key once while it is fresh, then answers the old value while one refresh runs', async () => {
    vi.useFakeTimers();
    const answer = createKeptAnswers<number>({ maxAgeMs: 60_000, maxKeys: 10 });
    const work = deferred();
    const first = answer('k', work.compute);
    const second = answer('k', work.compute);
    work.finish(1);
    expect(await first).toBe(1);
    expect(await second).toBe(1);
    expect(work.started()).toBe(1);

    expect(await answer('k', work.compute)).toBe(1);
    expect(work.started()).toBe(1);

    vi.advanceTimersByTime(60_001);
    expect(await answer('k', work.compute)).toBe(1);
    expect(await answer('k', work.compute)).toBe(1);
    expect(work.started()).toBe(2);
    work.finish(2);
    await vi.waitFor(async () => expect(await answer('k', work.compute)).toBe(2));
    expect(work.started()).toBe(2);
  });

  it('keeps an answer that took long to compute twenty times as long as it took', async () => {
    vi.useFakeTimers();
    const answer = createKeptAnswers<number>({ maxAgeMs: 60_000, maxKeys: 10 });
    const work = deferred();
    const first = answer('k', work.compute);
    vi.advanceTimersByTime(6_000);
    work.finish(1);
    expect(await first).toBe(1);

    // Six seconds of computing: kept for two minutes, not one.
    vi.advanceTimersByTime(60_001);
    expect(await answer('k', work.compute)).toBe(1);
    expect(work.started()).toBe(1);
    vi.advanceTimersByTime(60_000);
    expect(await answer('k', work.compute)).toBe(1);
    expect(work.started()).toBe(2);
  });

  it('keeps at most maxKeys keys, dropping the least recently asked', async () => {
    const answer = createKeptAnswers<string>({ maxAgeMs: 60_000, maxKeys: 2 });
    const computed: string[] = [];
    const compute = (key: string) => () => {
      computed.push(key);
      return Promise.resolve(key);
    };
    await answer('a', compute('a'));
    await answer('b', compute('b'));
    await answer('a', compute('a'));
    await answer('c', compute('c'));
    await answer('a', compute('a'));
    await answer('b', compute('b'));
    expect(computed).toEqual(['a', 'b', 'c', 'b']);
  });

  it('with a max age of 0 computes every request, and a failure is not kept', async () => {
    const answer = createKeptAnswers<number>({ maxAgeMs: 0, maxKeys: 2 });
    let n = 0;
    expect(await answer('k', () => Promise.resolve(++n))).toBe(1);
    expect(await answer('k', () => Promise.resolve(++n))).toBe(2);
    const kept = createKeptAnswers<number>({ maxAgeMs: 60_000, maxKeys: 2 });
    await expect(kept('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await kept('k', () => Promise.resolve(3))).toBe(3);
  });
});
