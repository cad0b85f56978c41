import { afterEach, describe, expect, it } from 'vitest';
import { startFirstRequests } from './first-requests';
import { gamesQueryOptions } from './lib/games';
import { userQueryOptions } from './lib/session';
import { calledPaths, demoUser, makeToken, mockFetch, signInWith, testQueryClient } from './test/utils';

/** What each fetch call sent, in a form two calls can be compared by. */
function sent(fetchMock: ReturnType<typeof mockFetch>) {
  return fetchMock.mock.calls.map(([input, init]) => ({
    url: String(input),
    method: init?.method ?? 'GET',
    headers: init?.headers,
    body: init?.body === undefined || init.body === null ? null : String(init.body),
    bodyType: init?.body?.constructor.name ?? null,
    credentials: init?.credentials,
  }));
}

const ROUTES = {
  'GET /api/user/active': { data: demoUser({ firstName: 'Early' }) },
  'POST /api/game/all': { data: [{ id: 7, gameName: 'Early Bird' }] },
};

/** The page's own script, as the browser runs it on load. */
async function runPageScript() {
  delete window.portalFirstRequests;
  startFirstRequests();
}

describe("a signed-in caller's first reads", () => {
  afterEach(() => {
    delete window.portalFirstRequests;
  });

  it("are asked by the page's script exactly as the API client asks them, and the client takes the answers instead of asking again", async () => {
    const token = makeToken();
    signInWith(token);
    const asClient = mockFetch(ROUTES);
    const client = testQueryClient();
    await client.fetchQuery(userQueryOptions(token));
    await client.fetchQuery(gamesQueryOptions(token));
    const clientCalls = sent(asClient);

    const early = mockFetch(ROUTES);
    await runPageScript();
    expect(sent(early)).toEqual(clientCalls);

    // The app's own calls take the started answers: no second request, the same data.
    const app = testQueryClient();
    await expect(app.fetchQuery(userQueryOptions(token))).resolves.toMatchObject({ firstName: 'Early' });
    await expect(app.fetchQuery(gamesQueryOptions(token))).resolves.toEqual([
      { id: 7, gameName: 'Early Bird' },
    ]);
    expect(calledPaths(early)).toEqual(['GET /api/user/active', 'POST /api/game/all']);

    // Each answer is taken once: a later read asks the server.
    await testQueryClient().fetchQuery(userQueryOptions(token));
    expect(calledPaths(early)).toHaveLength(3);
  });

  it('asks nothing for a visitor, and an answer started for another token is not taken', async () => {
    signInWith(null);
    const fetchMock = mockFetch(ROUTES);
    await runPageScript();
    expect(fetchMock).not.toHaveBeenCalled();

    signInWith(makeToken({ sub: 'first' }));
    await runPageScript();
    const other = makeToken({ sub: 'second' });
    signInWith(other);
    await testQueryClient().fetchQuery(userQueryOptions(other));
    expect(calledPaths(fetchMock)).toEqual([
      'GET /api/user/active',
      'POST /api/game/all',
      'GET /api/user/active',
    ]);
  });
});
