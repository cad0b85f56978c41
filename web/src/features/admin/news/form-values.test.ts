import { NewsAddForm } from '@portal/domain/schemas';
import { describe, expect, it } from 'vitest';
import { toFormValues, toRequest } from './form-values';

describe('the news editor values', () => {
  it('become a request the domain schema accepts, with the local time as UTC and the cover as its id', () => {
    const values = {
      ...toFormValues(),
      title: 'Launch',
      category: 'Events' as const,
      publishAt: '2025-03-01T09:30',
      cover: {
        id: 7,
        name: 'a.png',
        type: 'image' as const,
        link: null,
        alink: null,
        thumbnail: null,
        isZip: false,
      },
      event: { startDate: '2025-04-01', endDate: '2025-04-03', place: 'ICE London' },
    };
    const parsed = NewsAddForm.parse(toRequest(values));
    expect(parsed.cover).toBe(7);
    expect(parsed.publishAt).toBe(new Date(2025, 2, 1, 9, 30).toISOString());
    expect(parsed.event).toEqual({ startDate: '2025-04-01', endDate: '2025-04-03', place: 'ICE London' });
  });

  it('drops the event of another category and leaves an empty publish time to the server', () => {
    const request = toRequest({ ...toFormValues(), title: 'x', category: 'Product' });
    expect(request.event).toBeNull();
    expect(request.publishAt).toBeUndefined();
  });
});
