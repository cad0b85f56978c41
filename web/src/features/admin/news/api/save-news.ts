import type { NewsAddForm, NewsEditForm, NewsStory } from '@portal/domain/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { adminNewsKeys, PUBLIC_NEWS_KEY } from './keys';

/** POST /api/news/add (auth, SA, JSON): a new story. */
function addNews(story: NewsAddForm): Promise<NewsStory> {
  return api.post<NewsStory>('/api/news/add', { auth: true, json: story });
}

/** POST /api/news/edit (auth, SA, JSON): the whole story replaced. */
function editNews(story: NewsEditForm): Promise<NewsStory> {
  return api.post<NewsStory>('/api/news/edit', { auth: true, json: story });
}

/** Add or edit (with an id), then refresh the lists, the story and the public pages. */
export function useSaveNews() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (story: NewsAddForm | NewsEditForm) => ('id' in story ? editNews(story) : addNews(story)),
    onSuccess: (saved) => {
      client.setQueryData(adminNewsKeys.story(saved.id), saved);
      void client.invalidateQueries({ queryKey: adminNewsKeys.all });
      void client.invalidateQueries({ queryKey: PUBLIC_NEWS_KEY });
      void client.invalidateQueries({ queryKey: ['content', 'page', 'homepage'] });
    },
  });
}
