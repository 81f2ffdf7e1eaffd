import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';
import { AppError, unauthorized } from '../lib/app-error';

/** How often a process adds its request counts to the shared figures. */
const FLUSH_MS = 10_000;

const sameToken = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * Counts every answered API request: into the shop's shared figures (the system page) and into
 * Prometheus metrics for operators at /metrics, which needs `Authorization: Bearer METRICS_TOKEN`
 * and does not exist without that setting.
 */
export const metricsPlugin = fp(
  async (app: FastifyInstance) => {
    const system = app.services.system;
    const registry = new Registry();
    collectDefaultMetrics({ register: registry });
    const requests = new Counter({
      name: 'vesta_http_requests_total',
      help: 'API requests answered, by method, route and status',
      labelNames: ['method', 'route', 'status'] as const,
      registers: [registry],
    });
    const durations = new Histogram({
      name: 'vesta_http_request_duration_seconds',
      help: 'API response time',
      labelNames: ['method', 'route'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers: [registry],
    });

    app.addHook('onResponse', async (request, reply) => {
      if (!request.url.startsWith('/api/')) return;
      system.recordRequest(request.auth?.user.id ?? null);
      const route = request.routeOptions.url ?? 'unknown';
      requests.inc({ method: request.method, route, status: reply.statusCode });
      durations.observe({ method: request.method, route }, reply.elapsedTime / 1000);
    });

    const flush = () =>
      system
        .flush()
        .catch((err: unknown) => app.log.warn({ err }, 'could not save request counts'));
    const timer = setInterval(flush, FLUSH_MS);
    timer.unref();
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await flush();
    });

    app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
      const token = app.config.METRICS_TOKEN;
      if (!token) throw new AppError('NOT_FOUND', 404, 'Metrics are off: set METRICS_TOKEN');
      const header = request.headers.authorization ?? '';
      if (!header.startsWith('Bearer ') || !sameToken(header.slice(7), token)) throw unauthorized();
      return reply.type(registry.contentType).send(await registry.metrics());
    });
  },
  { name: 'metrics', dependencies: ['services', 'auth'] },
);
