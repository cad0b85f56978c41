import type { RoadmapPlan, RoadmapPlanForm } from '@portal/domain/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { roadmapKey } from '../../../../lib/roadmap';

/** POST /api/roadmap/put (auth, SA, JSON): the whole plan, in one transaction. */
function saveRoadmap(plan: RoadmapPlanForm): Promise<RoadmapPlan> {
  return api.post<RoadmapPlan>('/api/roadmap/put', { auth: true, json: plan });
}

/** Saves; /pipeline shows the new plan at once (the games' roadmap flags come with game/all). */
export function useSaveRoadmap() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveRoadmap,
    onSuccess: (saved) => {
      client.setQueryData(roadmapKey, saved);
      void client.invalidateQueries({ queryKey: ['games'] });
    },
  });
}
