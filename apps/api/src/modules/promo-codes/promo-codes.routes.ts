import {
  errorEnvelopeSchema,
  idParamSchema,
  promoCodeCreateSchema,
  promoCodeListSchema,
  promoCodePatchSchema,
  promoCodeSchema,
} from '@shop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedIn } from '../../plugins/auth';

/** Promo codes (docs/decisions/089-promo-codes.md): admins only, whatever other staff roles exist. */
export const promoCodesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { promoCodes } = app.services;
  const common = { tags: ['promo-codes'], security: [{ bearer: [] }] };
  const e = errorEnvelopeSchema;
  const denied = { 401: e, 403: e };
  const admin = app.requireRole('admin');

  app.get(
    '/api/admin/promo-codes',
    {
      onRequest: admin,
      schema: {
        ...common,
        summary: 'Every promo code, newest first, with its use count (admins)',
        response: { 200: promoCodeListSchema, ...denied },
      },
    },
    async () => ({ promo_codes: await promoCodes.list() }),
  );

  app.post(
    '/api/admin/promo-codes',
    {
      onRequest: admin,
      schema: {
        ...common,
        summary: 'A new promo code (admins); 409 PROMO_CODE_TAKEN when the code exists in any case',
        body: promoCodeCreateSchema,
        response: { 201: promoCodeSchema, 400: e, 409: e, ...denied },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await promoCodes.create(signedIn(request).user.id, request.body)),
  );

  app.patch(
    '/api/admin/promo-codes/:id',
    {
      onRequest: admin,
      schema: {
        ...common,
        summary: 'Change a promo code (admins): the fields sent, and is_active to switch it off',
        params: idParamSchema,
        body: promoCodePatchSchema,
        response: { 200: promoCodeSchema, 400: e, 404: e, 409: e, ...denied },
      },
    },
    async (request) => promoCodes.patch(signedIn(request).user.id, request.params.id, request.body),
  );
};
