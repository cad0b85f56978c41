import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages';
import {
  ADMIN_ROUTES,
  DASHBOARD_PATH,
  findRoute,
  isSafeReturnPath,
  LOGIN_PATH,
  matchRoutePath,
  PUBLIC_ROUTES,
} from './routes';

describe('PUBLIC_ROUTES', () => {
  it('has every row of SPEC §2 with its permission area (and the promotional-tools, search, what-is-new and profile pages)', () => {
    expect(PUBLIC_ROUTES.map((r) => [r.path, r.area])).toEqual([
      ['/', null],
      ['/games/:activeGameId?/:activeTab?', 'games'],
      ['/draw-games', null],
      ['/draw-games/:activeGameId/:activeTab?', 'drawGames'],
      ['/asset-manager', 'assets'],
      ['/pipeline', 'pipeline'],
      ['/news-events', null],
      ['/news-events/:pageNo', null],
      ['/news-events/post/:id', null],
      ['/privacy-policy', null],
      ['/terms-and-conditions', null],
      ['/promotional-tools', null],
      ['/search', null],
      ['/whats-new', 'games'],
      ['/profile', 'games'],
      ['/login', null],
      ['/guest/:token', null],
      ['/set-password/:token', null],
      ['/reset-password', null],
      ['*', null],
    ]);
  });

  it('sends failures to Login, hides only the Pipeline footer and titles the guest page Loading...', () => {
    expect(LOGIN_PATH).toBe('/login');
    for (const route of PUBLIC_ROUTES) {
      expect(route.redirectTo).toBe(LOGIN_PATH);
      expect(route.admin).toBe(false);
      expect(route.footer).toBe(route.path !== '/pipeline');
      expect(route.title).not.toBe('');
    }
    expect(findRoute('/guest/demo-guest')?.title).toBe(MESSAGES.loading);
    expect(findRoute('/no/such/page')?.title).toBe(MESSAGES.pageNotFound);
    expect(new Set(PUBLIC_ROUTES.map((r) => r.name)).size).toBe(PUBLIC_ROUTES.length);
  });
});

describe('ADMIN_ROUTES', () => {
  it('opens on the Dashboard, titled Welcome back, for SA and AM', () => {
    expect(ADMIN_ROUTES[0]).toMatchObject({ name: 'Dashboard', path: DASHBOARD_PATH, area: 'admin' });
    expect(ADMIN_ROUTES[0]!.title).toBe(MESSAGES.welcomeBack);
    expect(DASHBOARD_PATH).toBe('/admin');
  });

  it('has every sub-route of SPEC §2, users for AM and SA, everything else SA only', () => {
    const usersArea = [
      '/admin/users',
      '/admin/users/guests',
      '/admin/users/add',
      '/admin/users/add/guest',
      '/admin/users/edit/:id',
    ];
    const superAdminArea = [
      '/admin/games',
      '/admin/games/add',
      '/admin/games/edit/:id',
      '/admin/operators',
      '/admin/operators/add',
      '/admin/operators/edit/:id',
      '/admin/resource-library',
      '/admin/news-and-events',
      '/admin/news-and-events/add',
      '/admin/news-and-events/edit/:id',
      '/admin/homepage',
      '/admin/options',
      '/admin/draw_games',
      '/admin/draw_games/popular-draw-games',
      '/admin/draw_games/high-frequency-draw-games',
      '/admin/draw_games/enhanced-features',
      '/admin/games-page',
      '/admin/asset-manager',
      '/admin/pipeline',
      '/admin/resource-library-page',
      '/admin/news-and-events-page',
      // Not in SPEC §2: the promotional tools and their page (issue 28 item 3).
      '/admin/promotional-tools',
    ];
    const byPath = new Map(ADMIN_ROUTES.map((r) => [r.path, r]));
    // Not in SPEC §2: an SA's or AM's own second factors (issue 32 item 3).
    expect(byPath.get('/admin/security')?.area).toBe('admin');
    expect(byPath.size).toBe(2 + usersArea.length + superAdminArea.length);
    for (const path of usersArea) expect(byPath.get(path)?.area).toBe('users');
    for (const path of superAdminArea) expect(byPath.get(path)?.area).toBe('superAdmin');
    for (const route of ADMIN_ROUTES) {
      expect(route.redirectTo).toBe(DASHBOARD_PATH);
      expect(route.admin).toBe(true);
    }
    expect(byPath.get('/admin/games/add')?.title).toBe('Add a game');
    expect(byPath.get('/admin/users/add/guest')?.title).toBe('Add a guest');
  });
});

describe('findRoute', () => {
  const nameOf = (path: string) => findRoute(path)?.name;

  it('finds the route of concrete paths', () => {
    expect(nameOf('/')).toBe('Homepage');
    expect(nameOf('/games')).toBe('Games');
    expect(nameOf('/games/12')).toBe('Games');
    expect(nameOf('/games/12/videos')).toBe('Games');
    expect(nameOf('/games/12/videos/extra')).toBe('NotFound');
    expect(nameOf('/draw-games')).toBe('DrawGames');
    expect(nameOf('/draw-games/')).toBe('DrawGames');
    expect(nameOf('/draw-games/4')).toBe('DrawGame');
    expect(nameOf('/draw-games/4/assets?x=1#top')).toBe('DrawGame');
    expect(nameOf('/news-events/2')).toBe('NewsArchivePaginated');
    expect(nameOf('/news-events/post/9')).toBe('NewsSingle');
    expect(nameOf('/admin')).toBe('Dashboard');
    expect(nameOf('/admin/users/add/guest')).toBe('AdminGuestAdd');
    expect(nameOf('/admin/games/edit/3')).toBe('AdminGameEdit');
    expect(nameOf('/admin/draw_games/enhanced-features')).toBe('AdminEnhancedFeatures');
    expect(nameOf('/Asset-Manager')).toBe('AssetManager');
    expect(nameOf('/admin/nothing')).toBe('NotFound');
  });

  it('reads the params of a pattern', () => {
    expect(matchRoutePath('/games/:activeGameId?/:activeTab?', '/games/7')).toEqual({ activeGameId: '7' });
    expect(matchRoutePath('/draw-games/:activeGameId/:activeTab?', '/draw-games')).toBeNull();
    expect(matchRoutePath('*', '/a/b')).toEqual({ '*': 'a/b' });
  });

  it('finds a route for every path', () => {
    fc.assert(
      fc.property(fc.string(), (path) => {
        expect(findRoute(`/${path}`)).toBeDefined();
      }),
    );
  });
});

describe('isSafeReturnPath', () => {
  it('accepts paths on our origin only', () => {
    for (const path of ['/', '/games/3', '/admin?tab=1#x', '/news-events/post/4']) {
      expect(isSafeReturnPath(path)).toBe(true);
    }
    for (const path of [
      '',
      'games',
      '//evil.example',
      '/\\evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      'http://evil.example',
      'javascript:alert(1)',
      ' /games',
    ]) {
      expect(isSafeReturnPath(path)).toBe(false);
    }
  });

  it('never lets a browser leave our origin', () => {
    const origin = 'https://portal.example';
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.string().map((s) => `/${s}`),
          fc.stringMatching(/^[/\\\t\n a-z:.]{0,12}$/),
        ),
        (path) => {
          if (isSafeReturnPath(path)) expect(new URL(path, origin).origin).toBe(origin);
        },
      ),
    );
  });
});
