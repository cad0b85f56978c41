import type { NewsState } from '@portal/domain/schemas';

export const STATE_LABELS: Record<NewsState, string> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  published: 'Published',
};
