import { describe, expect, it } from 'vitest';
import { createSemaphore } from './semaphore';

describe('a semaphore', () => {
  it('runs at most its limit at once, every task in the end, in order', async () => {
    const run = createSemaphore(2);
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const releases: (() => void)[] = [];
    const tasks = Array.from({ length: 6 }, (_, i) =>
      run(async () => {
        started.push(i);
        running += 1;
        most = Math.max(most, running);
        await new Promise<void>((resolve) => releases.push(resolve));
        running -= 1;
        return i;
      }),
    );
    const releaseAll = async () => {
      while (releases.length || started.length < 6) {
        await new Promise((resolve) => setImmediate(resolve));
        releases.shift()?.();
      }
    };
    await releaseAll();
    expect(await Promise.all(tasks)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(most).toBe(2);
    expect(started).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('frees the slot of a task that fails', async () => {
    const run = createSemaphore(1);
    await expect(run(async () => Promise.reject(new Error('broken')))).rejects.toThrow('broken');
    expect(await run(async () => 'next')).toBe('next');
  });

  it('holds a slot taken with acquire until it is released, once', async () => {
    const slots = createSemaphore(1);
    const release = await slots.acquire();
    let ran = false;
    const next = slots(async () => {
      ran = true;
    });
    await new Promise((resolve) => setImmediate(resolve));
    expect(ran).toBe(false);
    release();
    release(); // a second release must not free a slot someone else holds
    await next;
    expect(ran).toBe(true);
    const again = await slots.acquire();
    let third = false;
    const waiting = slots(async () => {
      third = true;
    });
    await new Promise((resolve) => setImmediate(resolve));
    expect(third).toBe(false);
    again();
    await waiting;
  });
});
