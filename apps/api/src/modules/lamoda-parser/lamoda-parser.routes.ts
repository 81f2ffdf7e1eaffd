import {
  activeTaskListSchema,
  catalogStatsSchema,
  currencyRateListSchema,
  currencyRatesUpdateSchema,
  errorEnvelopeSchema,
  importHistoryPageSchema,
  importHistoryQuerySchema,
  parseBodySchema,
  parseSimpleQuerySchema,
  taskCreatedSchema,
  taskIdParamSchema,
  taskResultSchema,
  taskStatusSchema,
  testParserQuerySchema,
} from '@shop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedIn } from '../../plugins/auth';

/**
 * The import tool's API (/api/catalog/…: start tasks, their status, result and cancel, the active
 * tasks, the catalogue's stats): admins only. Starting a task answers its id at once (202
 * semantics, 200 for the old client); the work happens in a job.
 */
export const lamodaParserRoutes: FastifyPluginAsyncZod = async (app) => {
  const imports = app.services.lamodaParser;
  const common = { tags: ['catalogue import'], security: [{ bearer: [] }] };
  const errors = {
    400: errorEnvelopeSchema,
    401: errorEnvelopeSchema,
    403: errorEnvelopeSchema,
    503: errorEnvelopeSchema,
  };
  const adminId = (request: { auth: { user: { id: number } } | null }) => signedIn(request).user.id;

  app.addHook('onRequest', app.requireRole('admin'));

  app.post(
    '/api/catalog/parse',
    {
      schema: {
        ...common,
        summary: 'Full mode: parse, process (AI) and import into the catalogue',
        body: parseBodySchema,
        response: { 200: taskCreatedSchema, ...errors },
      },
    },
    async (request) => imports.startFull(request.body, adminId(request)),
  );

  app.post(
    '/api/catalog/parse-simple',
    {
      schema: {
        ...common,
        summary: 'Parse only (optionally one page); nothing is imported',
        querystring: parseSimpleQuerySchema,
        response: { 200: taskCreatedSchema, ...errors },
      },
    },
    async (request) => imports.startSimple(request.query, adminId(request)),
  );

  app.post(
    '/api/catalog/test-chain',
    {
      schema: {
        ...common,
        summary: 'System test: the worker chain on a built-in sample page',
        response: { 200: taskCreatedSchema, ...errors },
      },
    },
    async (request) => imports.startTestChain(adminId(request)),
  );

  app.post(
    '/api/catalog/test-parser',
    {
      schema: {
        ...common,
        summary: 'Parser test: a short parse-only run (default query jeans, 5 items)',
        querystring: testParserQuerySchema,
        response: { 200: taskCreatedSchema, ...errors },
      },
    },
    async (request) => imports.startTestParser(request.query, adminId(request)),
  );

  app.get(
    '/api/catalog/tasks/:id/status',
    {
      schema: {
        ...common,
        summary: 'Task state, progress, result and failure',
        params: taskIdParamSchema,
        response: { 200: taskStatusSchema, 404: errorEnvelopeSchema, ...errors },
      },
    },
    async (request) => imports.status(request.params.id),
  );

  app.get(
    '/api/catalog/tasks/:id/result',
    {
      schema: {
        ...common,
        summary: 'The result of a finished task',
        params: taskIdParamSchema,
        response: { 200: taskResultSchema, 404: errorEnvelopeSchema, ...errors },
      },
    },
    async (request) => imports.result(request.params.id),
  );

  app.delete(
    '/api/catalog/tasks/:id',
    {
      schema: {
        ...common,
        summary: 'Cancel a task',
        params: taskIdParamSchema,
        response: { 200: taskStatusSchema, 404: errorEnvelopeSchema, ...errors },
      },
    },
    async (request) => imports.cancel(request.params.id, adminId(request)),
  );

  app.get(
    '/api/catalog/tasks',
    {
      schema: {
        ...common,
        summary: 'Active (queued and running) tasks',
        response: { 200: activeTaskListSchema, ...errors },
      },
    },
    async () => imports.active(),
  );

  app.get(
    '/api/catalog/tasks/history',
    {
      schema: {
        ...common,
        summary: 'Every task, newest first (finished ones stay), with who started it',
        querystring: importHistoryQuerySchema,
        response: { 200: importHistoryPageSchema, ...errors },
      },
    },
    async (request) => imports.history(request.query.page),
  );

  app.get(
    '/api/catalog/stats',
    {
      schema: {
        ...common,
        summary: 'Catalogue statistics for the import tool',
        response: { 200: catalogStatsSchema, ...errors },
      },
    },
    async () => imports.stats(),
  );

  app.get(
    '/api/catalog/rates',
    {
      schema: {
        ...common,
        summary: 'Conversion rates into the store currency, and where each comes from',
        response: { 200: currencyRateListSchema, ...errors },
      },
    },
    async () => imports.rates(),
  );

  app.put(
    '/api/catalog/rates',
    {
      schema: {
        ...common,
        summary:
          'Set conversion rates (null returns to the RATE_* setting); imports use them at once',
        body: currencyRatesUpdateSchema,
        response: { 200: currencyRateListSchema, ...errors },
      },
    },
    async (request) => imports.setRates(request.body, adminId(request)),
  );
};
