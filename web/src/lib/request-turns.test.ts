import { afterEach, describe, expect, it } from 'vitest';
import { mockFetch } from '../test/utils';
import { api } from './api-client';
import { sendRequestsOnePerTask } from './request-turns';

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('requests made together', () => {
  afterEach(() => sendRequestsOnePerTask(false));

  it('leave one per task once turned on: the first at once, each other in a task of its own', async () => {
    sendRequestsOnePerTask();
    const fetchMock = mockFetch({
      'GET /api/globals/all': { data: { a: 1 } },
      'GET /api/news/get': { data: [] },
      'POST /api/game/all': { data: [] },
    });
    const answers = Promise.all([
      api.get('/api/globals/all'),
      api.get('/api/news/get'),
      api.post('/api/game/all'),
    ]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await nextTask();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await nextTask();
    expect(fetchMock).toHaveBeenCalledTimes(3);
    // Nothing is lost on the way: each caller gets its own answer.
    await expect(answers).resolves.toEqual([{ a: 1 }, [], []]);

    // Once the queue has emptied, the next request goes at once again.
    await nextTask();
    void api.get('/api/globals/all');
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });

  it('all leave at once by default (tests, and anything but the browser app)', () => {
    const fetchMock = mockFetch({ 'GET /api/globals/all': { data: {} }, 'GET /api/news/get': { data: [] } });
    void api.get('/api/globals/all');
    void api.get('/api/news/get');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
