/** At most `limit` tasks at once; the others wait their turn in order. */
export function createSemaphore(limit: number) {
  let running = 0;
  const waiting: (() => void)[] = [];

  /** Waits for a slot and answers its release (calling it again does nothing). */
  async function acquire(): Promise<() => void> {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    running += 1;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      running -= 1;
      waiting.shift()?.();
    };
  }

  async function run<T>(task: () => Promise<T>): Promise<T> {
    const release = await acquire();
    try {
      return await task();
    } finally {
      release();
    }
  }
  return Object.assign(run, { acquire });
}
