import {
  idParamSchema,
  imageColorBodySchema,
  imageOrderBodySchema,
  imageParamsSchema,
  itemImageSchema,
  itemImagesAddedSchema,
  okResponseSchema,
} from '@shop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { signedIn } from '../../plugins/auth';
import { itemRouteKit, picturesOf } from './item-routes.kit';

/**
 * An item's pictures: order, add (files or links), the colour each shows, removal.
 */
export const itemPictureRoutes: FastifyPluginAsyncZod = async (app) => {
  const { items, catalog } = app.services;
  const { onRequest, schema, refused, warn } = itemRouteKit(app);

  app.put(
    '/api/items/:id/images/order',
    {
      onRequest,
      schema: {
        ...schema,
        summary:
          'Put the item’s pictures in this order (every picture once); the first is the main one',
        params: idParamSchema,
        body: imageOrderBodySchema,
        response: { 200: z.array(itemImageSchema), ...refused },
      },
    },
    async (request) => {
      const { id } = request.params;
      await items.reorderImages(signedIn(request).user, id, request.body.image_ids);
      return catalog.images(id);
    },
  );

  app.post(
    '/api/items/:id/images',
    {
      onRequest,
      schema: {
        ...schema,
        summary: 'Add pictures (multipart: "images" files and/or "image_urls" links)',
        params: idParamSchema,
        consumes: ['multipart/form-data'],
        response: { 200: itemImagesAddedSchema, ...refused },
      },
    },
    async (request) => {
      const { form, links } = await picturesOf(request);
      if (!form.files.length && !links.length)
        throw new AppError('VALIDATION_FAILED', 400, 'No picture: send "images" or "image_urls"');
      const { linkFailures } = await items.addImages(
        signedIn(request).user,
        request.params.id,
        form.files,
        links,
      );
      return { images: await catalog.images(request.params.id), link_failures: linkFailures };
    },
  );

  app.patch(
    '/api/items/:id/images/:imageId',
    {
      onRequest,
      schema: {
        ...schema,
        summary:
          'Set the colour a picture shows (one of the item’s variant colours, or null for every colour)',
        params: imageParamsSchema,
        body: imageColorBodySchema,
        response: { 200: z.array(itemImageSchema), ...refused },
      },
    },
    async (request) => {
      const { id, imageId } = request.params;
      await items.setImageColor(signedIn(request).user, id, imageId, request.body.color);
      return catalog.images(id);
    },
  );

  app.delete(
    '/api/items/:id/images/:imageId',
    {
      onRequest,
      schema: {
        ...schema,
        summary: 'Remove a picture',
        params: imageParamsSchema,
        response: { 200: okResponseSchema, ...refused },
      },
    },
    async (request) => {
      const { id, imageId } = request.params;
      await items.removeImage(signedIn(request).user, id, imageId, warn(request));
      return { ok: true as const };
    },
  );
};
