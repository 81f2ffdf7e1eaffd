import { csvImportPreviewSchema, csvImportResultSchema } from '@shop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedIn } from '../../plugins/auth';
import { itemRouteKit } from './item-routes.kit';

/**
 * The product CSV import: the same file is sent to see what it would change and then to apply
 * it, so the server keeps nothing between the two (decision 073). Moderators change their own
 * items only, as in the form.
 */
export const itemCsvImportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { items } = app.services;
  const { onRequest, schema, refused } = itemRouteKit(app);

  app.post(
    '/api/admin/items/import/preview',
    {
      onRequest,
      schema: {
        ...schema,
        summary:
          'What a product CSV (the admin list’s export, edited) would change, line by line: create, update with the fields before → after, unchanged, or error with the column and the reason; nothing is written (multipart: "file")',
        consumes: ['multipart/form-data'],
        response: { 200: csvImportPreviewSchema, ...refused },
      },
    },
    async (request) => items.previewCsv(signedIn(request).user, await request.uploadedFile()),
  );

  app.post(
    '/api/admin/items/import/apply',
    {
      onRequest,
      schema: {
        ...schema,
        summary:
          'Apply a product CSV whole in one transaction; a file with any line in error is refused (400, reason csv_has_errors) and nothing is written (multipart: "file")',
        consumes: ['multipart/form-data'],
        response: { 200: csvImportResultSchema, ...refused },
      },
    },
    async (request) => items.applyCsv(signedIn(request).user, await request.uploadedFile()),
  );
};
