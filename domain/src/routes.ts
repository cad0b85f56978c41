import { MESSAGES } from './messages';
import type { Area } from './permissions';

export interface RouteDef {
  /** The screen, as SPEC §2 names it. */
  name: string;
  /** react-router syntax: ':param', ':param?' and '*'. */
  path: string;
  /** The page title. */
  title: string;
  /** The permission area of SPEC §6; null for a public page. */
  area: Area | null;
  /** Where a failing permission check sends the user. */
  redirectTo: string;
  admin: boolean;
  footer: boolean;
}

export const LOGIN_PATH = '/login';
export const DASHBOARD_PATH = '/admin';
export const WHATS_NEW_PATH = '/whats-new';
export const PROFILE_PATH = '/profile';

type RouteRow = [name: string, path: string, title: string, area: Area | null];

function publicRoute([name, path, title, area]: RouteRow, footer = true): RouteDef {
  return { name, path, title, area, redirectTo: LOGIN_PATH, admin: false, footer };
}

function adminRoute([name, path, title, area]: RouteRow): RouteDef {
  return { name, path, title, area, redirectTo: DASHBOARD_PATH, admin: true, footer: true };
}

/** SPEC §2 'Public and user routes', in its order; the not-found page last. */
export const PUBLIC_ROUTES: RouteDef[] = [
  publicRoute(['Homepage', '/', 'Home', null]),
  publicRoute(['Games', '/games/:activeGameId?/:activeTab?', 'eInstant Games', 'games']),
  // DESIGN: the draw-games showcase alone is public; a draw game's own page needs the permission.
  publicRoute(['DrawGames', '/draw-games', 'Draw Games', null]),
  publicRoute(['DrawGame', '/draw-games/:activeGameId/:activeTab?', 'Draw Games', 'drawGames']),
  publicRoute(['AssetManager', '/asset-manager', 'Asset Manager', 'assets']),
  publicRoute(['Pipeline', '/pipeline', 'Pipeline', 'pipeline'], false),
  publicRoute(['NewsArchive', '/news-events', 'News & Events', null]),
  publicRoute(['NewsArchivePaginated', '/news-events/:pageNo', 'News & Events', null]),
  publicRoute(['NewsSingle', '/news-events/post/:id', 'News & Events', null]),
  publicRoute(['PrivacyPolicy', '/privacy-policy', 'Privacy Policy', null]),
  publicRoute(['Terms', '/terms-and-conditions', 'Terms & Conditions', null]),
  // Not in SPEC §2: the public page of the promotional-tools document (issue 28 item 3).
  publicRoute(['PromotionalTools', '/promotional-tools', 'Promotional Tools', null]),
  // Not in SPEC §2: the full results of the portal's search (issue 29 item 2); a visitor searches
  // what a visitor may read.
  publicRoute(['Search', '/search', 'Search', null]),
  // Not in SPEC §2: what is new for the user, and their profile with the e-mail digest (issue 29 items 3, 4).
  publicRoute(['WhatsNew', WHATS_NEW_PATH, "What's new", 'games']),
  publicRoute(['Profile', PROFILE_PATH, 'Your profile', 'games']),
  publicRoute(['Login', LOGIN_PATH, 'Login', null]),
  publicRoute(['GuestLogin', '/guest/:token', MESSAGES.loading, null]),
  publicRoute(['SetPassword', '/set-password/:token', 'Set Password', null]),
  publicRoute(['ResetPassword', '/reset-password', 'Reset Password', null]),
  publicRoute(['NotFound', '*', MESSAGES.pageNotFound, null]),
];

/** SPEC §2 'Admin area': the Dashboard, then each sub-route with its children. */
export const ADMIN_ROUTES: RouteDef[] = (
  [
    ['Dashboard', DASHBOARD_PATH, MESSAGES.welcomeBack, 'admin'],
    ['AdminGames', '/admin/games', 'Games', 'superAdmin'],
    ['AdminGameAdd', '/admin/games/add', 'Add a game', 'superAdmin'],
    ['AdminGameEdit', '/admin/games/edit/:id', 'Edit game', 'superAdmin'],
    ['AdminUsers', '/admin/users', 'Users', 'users'],
    ['AdminGuests', '/admin/users/guests', 'Guests', 'users'],
    ['AdminUserAdd', '/admin/users/add', 'Add a user', 'users'],
    ['AdminGuestAdd', '/admin/users/add/guest', 'Add a guest', 'users'],
    ['AdminUserEdit', '/admin/users/edit/:id', 'Edit user', 'users'],
    ['AdminOperators', '/admin/operators', 'Operators', 'superAdmin'],
    ['AdminOperatorAdd', '/admin/operators/add', 'Add an operator', 'superAdmin'],
    ['AdminOperatorEdit', '/admin/operators/edit/:id', 'Edit operator', 'superAdmin'],
    ['AdminResourceLibrary', '/admin/resource-library', 'Resource Library', 'superAdmin'],
    ['AdminNews', '/admin/news-and-events', 'News & Events', 'superAdmin'],
    ['AdminNewsAdd', '/admin/news-and-events/add', 'Add news', 'superAdmin'],
    ['AdminNewsEdit', '/admin/news-and-events/edit/:id', 'Edit news', 'superAdmin'],
    ['AdminHomepage', '/admin/homepage', 'Homepage', 'superAdmin'],
    ['AdminOptions', '/admin/options', 'Options', 'superAdmin'],
    ['AdminDrawGames', '/admin/draw_games', 'Draw Games', 'superAdmin'],
    ['AdminPopularDrawGames', '/admin/draw_games/popular-draw-games', 'Popular Draw Games', 'superAdmin'],
    [
      'AdminHighFrequencyDrawGames',
      '/admin/draw_games/high-frequency-draw-games',
      'High Frequency Draw Games',
      'superAdmin',
    ],
    ['AdminEnhancedFeatures', '/admin/draw_games/enhanced-features', 'Enhanced Features', 'superAdmin'],
    ['AdminGamesPage', '/admin/games-page', 'Games Page', 'superAdmin'],
    ['AdminAssetManagerPage', '/admin/asset-manager', 'Asset Manager Page', 'superAdmin'],
    ['AdminPipelinePage', '/admin/pipeline', 'Pipeline Page', 'superAdmin'],
    ['AdminResourceLibraryPage', '/admin/resource-library-page', 'Resource Library Page', 'superAdmin'],
    ['AdminNewsAndEventsPage', '/admin/news-and-events-page', 'News & Events Page', 'superAdmin'],
    // Not in SPEC §2: the promotional tools and their page (issue 28 item 3).
    ['AdminPromotionalTools', '/admin/promotional-tools', 'Promotional Tools', 'superAdmin'],
    // Not in SPEC §2: an SA's or AM's own passkeys and second factors (issue 32 item 3).
    ['AdminSecurity', '/admin/security', 'Security', 'admin'],
  ] satisfies RouteRow[]
).map(adminRoute);

function pathSegments(path: string): string[] {
  return path.split('/').filter((segment) => segment !== '');
}

/**
 * The params of a concrete path under a route pattern, or null when it does not match. Static
 * segments compare case-insensitively, as react-router does by default.
 */
export function matchRoutePath(pattern: string, pathname: string): Record<string, string> | null {
  const patternParts = pathSegments(pattern);
  const pathParts = pathSegments(pathname.split(/[?#]/)[0] ?? '');
  const params: Record<string, string> = {};
  for (const [index, part] of patternParts.entries()) {
    if (part === '*') {
      params['*'] = pathParts.slice(index).join('/');
      return params;
    }
    const value = pathParts[index];
    if (part.startsWith(':')) {
      const optional = part.endsWith('?');
      if (value === undefined) {
        if (optional) continue;
        return null;
      }
      params[part.slice(1, optional ? -1 : undefined)] = value;
    } else if (value === undefined || value.toLowerCase() !== part.toLowerCase()) {
      return null;
    }
  }
  return pathParts.length <= patternParts.length ? params : null;
}

/** The route of a concrete path; anything unknown is the not-found route. */
export function findRoute(pathname: string): RouteDef | undefined {
  return [...ADMIN_ROUTES, ...PUBLIC_ROUTES].find((route) => matchRoutePath(route.path, pathname) !== null);
}

/**
 * DESIGN 'Secrets and limits': the route remembered for after login must stay on our origin. Only a
 * plain '/path' passes: not '//host', not '/\host' (browsers read '\' as '/'), no scheme, no
 * control characters (the URL parser drops tabs and newlines, turning '/\t/host' into '//host').
 */
export function isSafeReturnPath(path: string): boolean {
  if (typeof path !== 'string' || !path.startsWith('/')) return false;
  if (path.startsWith('//') || path.includes('\\')) return false;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what we refuse
  return !/[\u0000-\u001f\u007f]/.test(path);
}
