import type { NewsCategory } from '@portal/domain';
import type { NewsState } from '@portal/domain/schemas';

/** What the admin list asks news/getall for. */
export interface NewsAdminListQuery {
  limit: number;
  offset: number;
  search?: string;
  state?: NewsState;
  category?: NewsCategory;
  featured?: boolean;
}

export const adminNewsKeys = {
  all: ['admin', 'news'] as const,
  list: (query: NewsAdminListQuery) => ['admin', 'news', 'list', query] as const,
  story: (id: number) => ['admin', 'news', 'story', id] as const,
  tags: ['admin', 'news', 'tags'] as const,
};

/** The public news lists and stories: refreshed after every change here. */
export const PUBLIC_NEWS_KEY = ['news'] as const;
