import type { RoadmapPlan } from '@portal/domain/schemas';
import { queryOptions } from '@tanstack/react-query';
import { api } from './api-client';

/*
 * The roadmap plan (issue 12 item 4): read by /pipeline and edited on /admin/pipeline, so it lives
 * here rather than in one feature.
 */

export const roadmapKey = ['roadmap'] as const;

/** GET /api/roadmap/get (auth, Pipeline permission): every game on the pipeline with its months. */
export const roadmapQueryOptions = queryOptions({
  queryKey: roadmapKey,
  queryFn: ({ signal }) => api.get<RoadmapPlan>('/api/roadmap/get', { auth: true, signal }),
  staleTime: 60_000,
});
