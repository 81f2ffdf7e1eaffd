import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    globalSetup: ['./src/test/global-setup.ts'],
    setupFiles: ['./src/test/setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Argon2 and PostgreSQL want the CPU; two cores fit two files at a time.
    maxWorkers: 2,
    // One module graph per worker: each file imported the whole app anew (127 s of the suite's
    // CPU). Files share no state through modules: each builds its app on a database of its own
    // from an explicit config, and what a test changes of the process is put back after it
    // (decision 080).
    isolate: false,
    restoreMocks: true,
    unstubEnvs: true,
    unstubGlobals: true,
  },
});
