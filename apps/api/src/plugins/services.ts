import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config/env';
import type { Db } from '../db/client';
import type { Storage } from '../lib/storage';
import { createServices, type ServiceDeps, type Services } from '../services';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    db: Db;
    storage: Storage;
    services: Services;
  }
}

export const servicesPlugin = fp(
  async (app: FastifyInstance, opts: ServiceDeps) => {
    app.decorate('config', opts.config);
    app.decorate('db', opts.db);
    app.decorate('storage', opts.storage);
    const services = createServices({
      log: (message, err) => app.log.warn({ err }, message),
      ...opts,
    });
    app.decorate('services', services);
    app.addHook('onClose', () => services.close());
  },
  { name: 'services' },
);
