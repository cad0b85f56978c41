import { describe, expect, it } from 'vitest';
import { NEWS_EVENT_MESSAGES, NewsAddForm, NewsEditForm } from './news.ts';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

const story = {
  id: 7,
  title: 'A story',
  summary: 'In short',
  body: '<p>Text</p>',
  category: 'Product',
  tags: ['launch'],
  featured: false,
  regions: [],
  status: 'published',
  cover: null,
};

describe('news/add and news/edit (issue 28 item 17)', () => {
  it('news/add gives a left-out field its default', () => {
    expect(NewsAddForm.parse({ title: 'New', category: 'Product' })).toMatchObject({
      summary: '',
      body: '',
      status: 'draft',
      cover: null,
      tags: [],
    });
  });

  it('news/edit takes a whole story, its publish time optional', () => {
    expect(NewsEditForm.safeParse(story).success).toBe(true);
  });

  it.each(['summary', 'body', 'tags', 'featured', 'regions', 'status', 'cover'])(
    'news/edit without %s refuses, saying the whole story is sent',
    (field) => {
      const { [field as keyof typeof story]: _left, ...rest } = story;
      expect(firstMessage(NewsEditForm.safeParse(rest))).toBe(
        `${field} is missing: news/edit replaces the whole story, so send every field (the story as news/getall answers it, with your changes).`,
      );
    },
  );

  it('says what is wrong with a field sent wrong, on either call', () => {
    expect(firstMessage(NewsEditForm.safeParse({ ...story, status: 'live' }))).toBe(
      'status must be draft or published.',
    );
    expect(firstMessage(NewsAddForm.safeParse({ ...story, body: 5 }))).toBe('body must be text (HTML).');
  });

  it('refuses an impossible publish time rather than moving it', () => {
    for (const publishAt of ['2025-02-30T09:00:00Z', '2025-03-01T24:00:00Z'])
      expect(firstMessage(NewsAddForm.safeParse({ ...story, publishAt }))).toBe(
        'publishAt must be a date and time (ISO 8601, e.g. 2025-03-01T09:00:00Z).',
      );
    expect(NewsAddForm.parse({ ...story, publishAt: '2025-03-01T10:00+01:00' }).publishAt).toBe(
      '2025-03-01T09:00:00.000Z',
    );
  });

  it('says what an event needs in sentences a person reads (issue 28 item 13)', () => {
    const events = { ...story, category: 'Events' };
    const event = { startDate: '2025-02-02', endDate: '2025-02-03', place: 'Oslo' };
    const cases: [unknown, string][] = [
      [undefined, NEWS_EVENT_MESSAGES.needed],
      ['Oslo', NEWS_EVENT_MESSAGES.shape],
      [{ ...event, startDate: '' }, NEWS_EVENT_MESSAGES.startDate],
      [{ ...event, startDate: '2025-02-30' }, NEWS_EVENT_MESSAGES.startDate],
      [{ ...event, endDate: 'tomorrow' }, NEWS_EVENT_MESSAGES.endDate],
      [{ ...event, endDate: '2025-02-01' }, NEWS_EVENT_MESSAGES.endsBeforeStart],
      [{ ...event, place: ' ' }, NEWS_EVENT_MESSAGES.place],
      [{ ...event, place: 'x'.repeat(201) }, NEWS_EVENT_MESSAGES.placeTooLong],
    ];
    for (const [value, message] of cases)
      expect(firstMessage(NewsEditForm.safeParse({ ...events, event: value }))).toBe(message);
    for (const message of Object.values(NEWS_EVENT_MESSAGES)) expect(message).toMatch(/^event: [a-z]/);
  });
});
