import { errorEnvelopeSchema, salesReportQuerySchema, salesReportSchema } from '@shop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendCsv } from '../../lib/csv-export';
import { SALES_REPORT_CSV_COLUMNS } from './sales-report.csv';

/** The sales report and its CSV (admins). */
export const salesReportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { salesReport } = app.services;
  const common = {
    tags: ['analytics'],
    security: [{ bearer: [] }],
    querystring: salesReportQuerySchema,
  };
  const errors = { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema };
  const admin = app.requireRole('admin');

  app.get(
    '/api/admin/reports/sales',
    {
      onRequest: admin,
      schema: {
        ...common,
        summary:
          'Sales of a period (from/to: days of the shop’s time zone, at most 366) by day, week or month: gross, discounts, refunds, net, delivery, orders, units, the top items and categories',
        response: { 200: salesReportSchema, ...errors },
      },
    },
    async (request) => salesReport.report(request.query),
  );

  app.get(
    '/api/admin/reports/sales.csv',
    {
      onRequest: admin,
      schema: {
        ...common,
        summary: 'The sales report’s series and its total as CSV for Excel',
        response: {
          200: z.any().describe('text/csv; UTF-8 with BOM, «;»-separated'),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const report = await salesReport.report(request.query);
      const total = { ...report.totals, start: report.from, end: report.to, isTotal: true };
      return sendCsv(reply, {
        name: 'sales',
        columns: SALES_REPORT_CSV_COLUMNS,
        pages: (async function* () {
          yield [...report.series.map((p) => ({ ...p, isTotal: false })), total];
        })(),
        log: request.log,
      });
    },
  );
};
