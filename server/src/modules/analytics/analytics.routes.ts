import { Readable } from 'node:stream';
import { DashboardSummary, DownloadAnalytics, DownloadAnalyticsQuery } from '@portal/domain/schemas';
import type { FastifyInstance } from 'fastify';
import type { RouteContract } from '../../lib/contract.ts';
import { ok } from '../../lib/envelope.ts';
import { validate } from '../../lib/validate.ts';
import { requireCaller } from '../../plugins/auth.ts';
import type { AnalyticsService } from './analytics.service.ts';

const downloads = {
  summary: 'Download analytics: per day, top assets and games, per operator',
  query: DownloadAnalyticsQuery,
  answer: DownloadAnalytics,
} satisfies RouteContract;
const downloadsCsv = {
  summary: 'The recorded downloads as a CSV file',
  query: DownloadAnalyticsQuery,
  produces: 'text/csv',
} satisfies RouteContract;

/** The admin dashboard: SA and AM (the admin area of SPEC §6). */
export function analyticsRoutes(analytics: AnalyticsService) {
  return async (app: FastifyInstance) => {
    app.get(
      '/api/dashboard/summary',
      {
        config: {
          access: 'admin',
          contract: {
            summary: 'The dashboard counts: games, users by type, expiring guests, operators',
            answer: DashboardSummary,
          },
        },
      },
      async (request) => ok(await analytics.summary(requireCaller(request).user)),
    );

    app.get(
      '/api/analytics/downloads',
      { config: { access: 'admin', contract: downloads } },
      async (request) => ok(await analytics.downloads(validate(downloads.query, request.query))),
    );

    // A file rather than the envelope; refusals and bad input still answer the envelope.
    app.get(
      '/api/analytics/downloads.csv',
      { config: { access: 'admin', contract: downloadsCsv } },
      async (request, reply) => {
        const { range, lines } = analytics.csv(validate(downloadsCsv.query, request.query));
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="downloads-${range.from}-to-${range.to}.csv"`)
          .header('x-content-type-options', 'nosniff')
          .send(Readable.from(lines));
      },
    );
  };
}
