import { afterEach, describe, expect, it, vi } from 'vitest';
import { bootSteps, once, PRELOADS_PER_TASK, runOnePerTask } from './boot-steps';

const chunk = (i: number) => `/assets/chunk-${i}.js`;

afterEach(() => {
  document.head.querySelectorAll('link[rel="modulepreload"]').forEach((link) => link.remove());
});

describe('bootSteps', () => {
  it('preloads every chunk a few links a task, then touches the storage, then runs the chunks in order', async () => {
    const chunks = Array.from({ length: PRELOADS_PER_TASK * 2 + 1 }, (_, i) => chunk(i));
    const ran: string[] = [];
    const steps = bootSteps(chunks, async (href) => void ran.push(href));
    expect(steps).toHaveLength(3 + 2 + chunks.length);

    const preloaded = () =>
      [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
        (link) => link.getAttribute('href'),
      );
    const run = async (from: number, to?: number) => {
      for (const step of steps.slice(from, to)) await step();
    };
    await run(0, 1);
    expect(preloaded()).toEqual(chunks.slice(0, PRELOADS_PER_TASK));
    await run(1, 3);
    expect(preloaded()).toEqual(chunks);
    expect(ran).toEqual([]);

    const storage = vi.spyOn(Storage.prototype, 'length', 'get');
    await run(3, 5);
    expect(storage).toHaveBeenCalledTimes(2);
    expect(ran).toEqual([]);

    await run(5);
    expect(ran).toEqual(chunks);
  });

  it('has only the storage steps when the page lists no chunks', () => {
    expect(bootSteps([], () => Promise.resolve())).toHaveLength(2);
  });
});

describe('runOnePerTask', () => {
  it('runs each step in a task of its own, in order, and goes on past a step that fails', async () => {
    const log: string[] = [];
    await runOnePerTask(
      [
        () => log.push('a'),
        () => {
          throw new Error('storage refused');
        },
        () => Promise.reject(new Error('chunk failed')),
        async () => void log.push('d'),
      ],
      async () => void log.push('yield'),
    );
    expect(log).toEqual(['a', 'yield', 'yield', 'yield', 'd', 'yield']);
  });

  it('yields to a timer between steps by default', async () => {
    vi.useFakeTimers();
    try {
      const log: string[] = [];
      const done = runOnePerTask([() => log.push('a'), () => log.push('b')]);
      for (let i = 0; i < 5; i += 1) await Promise.resolve();
      expect(log).toEqual(['a']);
      expect(vi.getTimerCount()).toBe(1);
      await vi.runAllTimersAsync();
      await done;
      expect(log).toEqual(['a', 'b']);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('once', () => {
  it('runs on the first call only', () => {
    const run = vi.fn();
    const start = once(run);
    start();
    start();
    expect(run).toHaveBeenCalledTimes(1);
  });
});
