/**
 * The environment the API server runs in, as `npm start` starts it (scripts/supervise.mjs); the
 * benches start it the same way, so that they measure what an operator runs. glibc reads both
 * settings only at start, so they are set on the process's environment.
 */
export function serverEnv(env = process.env) {
  return {
    ...env,
    NODE_ENV: env.NODE_ENV ?? 'production',
    // Two malloc arenas: after a burst of uploads far less memory stays with the process
    // (decision 048).
    MALLOC_ARENA_MAX: env.MALLOC_ARENA_MAX ?? '2',
    // A fixed mmap threshold: glibc otherwise raises it after the first large block freed, and
    // the pictures a first start draws (and every upload after) are then carved out of the
    // arenas, whose freed pages stay with the process (450 MB at rest after a first start instead
    // of 260 MB, decision 097). Above 32 KB a block is mapped and returned: at 128 KB, libvips's
    // buffers for a burst of uploads still fragmented the arenas (+30 % a minute after, decision
    // 112), for about 15 % of the busy shop's throughput.
    MALLOC_MMAP_THRESHOLD_: env.MALLOC_MMAP_THRESHOLD_ ?? '32768',
  };
}
