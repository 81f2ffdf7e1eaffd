import type { HealthResponse } from '@shop/contract';
import type { SystemRepository } from './system.repository';

export function createSystemService(repo: SystemRepository) {
  return {
    async liveness(): Promise<HealthResponse> {
      const connected = await repo.ping();
      return {
        status: connected ? 'ok' : 'degraded',
        database: connected ? 'connected' : 'unreachable',
      };
    },
  };
}
