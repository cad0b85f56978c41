import { guestExpiredMessage, MESSAGES, TOKEN_STORAGE_KEY } from '@portal/domain';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api-client';
import { resetFirstScreenForTests } from '../lib/first-screen';
import { USER_RECHECK_MS } from '../lib/session';
import { classifyUserError } from '../lib/user-errors';
import { calledPaths, demoUser, makeToken, mockFetch, renderApp, signInWith } from '../test/utils';

const failure = (code: number, message: string) => new ApiError({ code, name: 'Error', message });

describe('classifyUserError (SPEC §4 Start-up, §8)', () => {
  it('continues as a visitor when not logged in or not authorised (server or local)', () => {
    expect(classifyUserError(failure(401, MESSAGES.notLoggedIn))).toEqual({ kind: 'visitor' });
    expect(classifyUserError(failure(403, MESSAGES.notAuthorised))).toEqual({ kind: 'visitor' });
    expect(classifyUserError(failure(401, MESSAGES.notAuthorisedLocal))).toEqual({ kind: 'visitor' });
  });

  it('sends an expired guest to /guest/{slug}', () => {
    expect(classifyUserError(failure(401, guestExpiredMessage('ab-12')))).toEqual({
      kind: 'guest-expired',
      slug: 'ab-12',
    });
  });

  it('fails start-up on anything else', () => {
    expect(classifyUserError(failure(500, 'Database unavailable'))).toEqual({ kind: 'failed' });
    expect(classifyUserError(failure(0, ''))).toEqual({ kind: 'failed' });
    expect(classifyUserError(new Error('boom'))).toEqual({ kind: 'failed' });
  });
});

describe('start-up', () => {
  it('requests globals, user, games, draw games, frequency draw games and enhanced features in parallel', async () => {
    signInWith(makeToken());
    const fetchMock = mockFetch({ 'GET /api/user/active': { data: demoUser() } });
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    expect(calledPaths(fetchMock)).toEqual(
      expect.arrayContaining([
        'GET /api/globals/all',
        'GET /api/user/active',
        'POST /api/game/all',
        'POST /api/popular-draw-games/all',
        'POST /api/frequency-draw-games/all',
        'POST /api/enhanced-features/all',
      ]),
    );
    // The user call carries the token; nothing retries the failing (404) lists or the user.
    const userCall = fetchMock.mock.calls.find(([input]) => String(input).endsWith('/api/user/active'));
    expect((userCall?.[1]?.headers as Record<string, string> | undefined)?.['consumer-token']).toBe(
      window.localStorage.getItem(TOKEN_STORAGE_KEY),
    );
    expect(calledPaths(fetchMock).filter((path) => path === 'GET /api/user/active')).toHaveLength(1);
  });

  const DRAW_LISTS = [
    'POST /api/popular-draw-games/all',
    'POST /api/frequency-draw-games/all',
    'POST /api/enhanced-features/all',
  ];

  /** A first visit whose first page cannot be seen to paint until `paint()`: the browser's frames are held. */
  async function firstVisitWithFramesHeld() {
    // Frames the previous tests' pages asked for have run: none of them marks this visit painted.
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    resetFirstScreenForTests({ done: false });
    const frames: FrameRequestCallback[] = [];
    const requestFrame = vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frames.push(callback);
      return frames.length;
    });
    return {
      paint() {
        requestFrame.mockRestore();
        for (const frame of frames.splice(0)) frame(performance.now());
      },
    };
  }

  it("asks a visitor's four lists once the first screen is done, the settings at once", async () => {
    const visit = await firstVisitWithFramesHeld();
    const fetchMock = mockFetch({});
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    await screen.findByRole('contentinfo');
    const lists = ['POST /api/game/all', ...DRAW_LISTS];
    const firstScreen = calledPaths(fetchMock);
    expect(firstScreen).toContain('GET /api/globals/all');
    for (const list of lists) expect(firstScreen).not.toContain(list);

    // The page painted (it leads with no image): the lists follow.
    visit.paint();
    await waitFor(() => expect(calledPaths(fetchMock)).toEqual(expect.arrayContaining(lists)));
  });

  it("asks a signed-in caller's games at once, and the draw lists once the first screen is done", async () => {
    const visit = await firstVisitWithFramesHeld();
    signInWith(makeToken());
    const fetchMock = mockFetch({ 'GET /api/user/active': { data: demoUser() } });
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    await screen.findByRole('contentinfo');
    const firstScreen = calledPaths(fetchMock);
    expect(firstScreen).toEqual(
      expect.arrayContaining(['GET /api/globals/all', 'GET /api/user/active', 'POST /api/game/all']),
    );
    for (const list of DRAW_LISTS) expect(firstScreen).not.toContain(list);

    visit.paint();
    await waitFor(() => expect(calledPaths(fetchMock)).toEqual(expect.arrayContaining(DRAW_LISTS)));
  });

  it('shows the full-page error when the user load fails otherwise, at once (no retry)', async () => {
    signInWith(makeToken());
    const fetchMock = mockFetch({ 'GET /api/user/active': { status: 500, error: 'Database unavailable' } });
    renderApp('/');
    expect(await screen.findByRole('heading', { name: MESSAGES.startupFailed })).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(calledPaths(fetchMock).filter((path) => path === 'GET /api/user/active')).toHaveLength(1);
  });

  it('continues as a visitor when the server says not logged in, and forgets the token', async () => {
    signInWith(makeToken());
    mockFetch({ 'GET /api/user/active': { status: 401, error: MESSAGES.notLoggedIn } });
    renderApp('/');
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
    await waitFor(() => expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull());
  });

  it('continues as a visitor when the server refuses with 403', async () => {
    signInWith(makeToken());
    mockFetch({ 'GET /api/user/active': { status: 403, error: MESSAGES.notAuthorised } });
    renderApp('/news-events');
    expect(await screen.findByRole('heading', { level: 1, name: 'News & Events' })).toBeInTheDocument();
  });

  it('sends an expired guest to /guest/{slug} (server answer)', async () => {
    signInWith(makeToken());
    mockFetch({
      'GET /api/user/active': { status: 401, error: guestExpiredMessage('old-guest') },
      'POST /api/authentication/guestLogin': { status: 401, error: guestExpiredMessage('old-guest') },
    });
    const { router } = renderApp('/games');
    await waitFor(() => expect(router.state.location.pathname).toBe('/guest/old-guest'));
    expect(await screen.findByRole('heading', { name: 'This guest access has ended' })).toBeInTheDocument();
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('sends an expired guest to /guest/{slug} from the local token check, without a call', async () => {
    signInWith(makeToken({ guestSlug: 'local-guest' }, -60));
    const fetchMock = mockFetch({
      'POST /api/authentication/guestLogin': { status: 401, error: guestExpiredMessage('local-guest') },
    });
    const { router } = renderApp('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/guest/local-guest'));
    expect(calledPaths(fetchMock)).not.toContain('GET /api/user/active');
  });
});

describe('a signed-in page (decision 046)', () => {
  it('asks again who its caller is every minute', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      signInWith(makeToken());
      const fetchMock = mockFetch({ 'GET /api/user/active': { data: demoUser() } });
      renderApp('/');
      await screen.findByRole('heading', { level: 1 });
      const userCalls = () => calledPaths(fetchMock).filter((path) => path === 'GET /api/user/active').length;
      expect(userCalls()).toBe(1);
      await vi.advanceTimersByTimeAsync(USER_RECHECK_MS + 10);
      await waitFor(() => expect(userCalls()).toBe(2));
    } finally {
      vi.useRealTimers();
    }
  });
});
