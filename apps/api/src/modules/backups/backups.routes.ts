import fs from 'node:fs';
import { backupStartedSchema, backupStatusSchema, errorEnvelopeSchema } from '@shop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forbidden, notFound } from '../../lib/app-error';
import { signedIn } from '../../plugins/auth';

const signedQuery = z.object({ expires: z.string().max(20), signature: z.string().max(100) });

/** The backups on the admin's system page: the archives, a backup on demand, downloads. */
export const backupsRoutes: FastifyPluginAsyncZod = async (app) => {
  const backups = () => app.services.backupsAdmin;

  app.get(
    '/api/system/backups',
    {
      onRequest: app.requireRole('admin'),
      schema: {
        tags: ['system'],
        security: [{ bearer: [] }],
        summary: 'The backup archives kept, whether one is being made, and the schedule',
        response: { 200: backupStatusSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema },
      },
    },
    async () => backups().status(),
  );

  app.post(
    '/api/system/backups',
    {
      onRequest: app.requireRole('admin'),
      schema: {
        tags: ['system'],
        security: [{ bearer: [] }],
        summary: 'Queues a backup of the whole shop now',
        response: {
          202: backupStartedSchema,
          401: errorEnvelopeSchema,
          403: errorEnvelopeSchema,
          409: errorEnvelopeSchema.describe('A backup is being made or waits already'),
        },
      },
    },
    async (request, reply) =>
      reply.status(202).send(await backups().start(signedIn(request).user.id)),
  );

  app.get(
    '/api/system/backups/:file',
    {
      schema: {
        tags: ['system'],
        summary: 'Downloads an archive by the signed, short-lived link the list gave',
        params: z.object({ file: z.string().max(100) }),
        querystring: signedQuery,
        response: {
          200: z.any().describe('The archive (application/gzip)'),
          403: errorEnvelopeSchema,
          404: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const { expires, signature } = request.query;
      const file = backups().archiveFile(request.params.file, expires, signature);
      if (!file) throw forbidden('This download link has expired or is not valid');
      const stat = await fs.promises.stat(file).catch(() => null);
      if (!stat?.isFile()) throw notFound('Backup archive');
      return reply
        .header('Content-Disposition', `attachment; filename="${request.params.file}"`)
        .header('Content-Length', stat.size)
        .header('Cache-Control', 'private, no-store')
        .type('application/gzip')
        .send(fs.createReadStream(file));
    },
  );
};
