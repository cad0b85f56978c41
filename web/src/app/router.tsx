import { ADMIN_ROUTES, LOGIN_PATH, PUBLIC_ROUTES, type RouteDef } from '@portal/domain';
import type { ContentPage } from '@portal/domain/schemas';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useEffect } from 'react';
import {
  createBrowserRouter,
  createMemoryRouter,
  matchRoutes,
  Navigate,
  type Params,
  type RouteObject,
} from 'react-router';
import { lazyPage } from '../components/LazyPage';
import { PageLoader } from '../components/Spinner';
import { gamesQueryOptions } from '../lib/games';
import { globalsQueryOptions } from '../lib/globals';
import { userQueryOptions } from '../lib/session';
import { getToken } from '../lib/token-store';
// Not the barrel: the shell needs the query alone, not the page-content components.
import { contentQueryOptions } from '../shared/page-content/api';
import { RouteGuard } from './guards';
import { SiteLayout } from './layout/SiteLayout';
import { NotFoundPage } from './NotFoundPage';
import { StartupGate } from './startup';

// Every page loads on demand: a first visit downloads the shell and the one page it opens, and
// visitors never download the admin area (its editor, charts and asset browser).
const HomePage = lazyPage(() => import('../features/home/components/HomePage').then((m) => m.HomePage));
const loadGamesPage = () => import('../features/games/components/GamesPage');
const GamesPage = lazyPage(() => loadGamesPage().then((m) => m.GamesPage));
const DrawGamesPage = lazyPage(() =>
  import('../features/draw-games/components/DrawGamesPage').then((m) => m.DrawGamesPage),
);
const AssetManagerPage = lazyPage(() =>
  import('../features/assets/components/AssetManagerPage').then((m) => m.AssetManagerPage),
);
const PipelinePage = lazyPage(() =>
  import('../features/pipeline/components/PipelinePage').then((m) => m.PipelinePage),
);
const NewsArchivePage = lazyPage(() =>
  import('../features/news/components/NewsArchivePage').then((m) => m.NewsArchivePage),
);
const NewsStoryPage = lazyPage(() =>
  import('../features/news/components/NewsStoryPage').then((m) => m.NewsStoryPage),
);
const loadLegal = () => import('../features/legal/components/LegalPages');
const PrivacyPage = lazyPage(() => loadLegal().then((m) => m.PrivacyPage));
const TermsPage = lazyPage(() => loadLegal().then((m) => m.TermsPage));
const PromotionalToolsPage = lazyPage(() =>
  import('../features/promotional-tools/components/PromotionalToolsPage').then((m) => m.PromotionalToolsPage),
);
const SearchPage = lazyPage(() =>
  import('../features/search/components/SearchPage').then((m) => m.SearchPage),
);
const loadWhatsNew = () => import('../features/whats-new');
const WhatsNewPage = lazyPage(() => loadWhatsNew().then((m) => m.WhatsNewPage));
const ProfilePage = lazyPage(() => loadWhatsNew().then((m) => m.ProfilePage));
const LoginPage = lazyPage(() => import('../features/auth/components/LoginPage').then((m) => m.LoginPage));
const GuestLoginPage = lazyPage(() =>
  import('../features/auth/components/GuestLoginPage').then((m) => m.GuestLoginPage),
);
const loadPasswordPages = () => import('../features/auth/components/PasswordPages');
const ResetPasswordPage = lazyPage(() => loadPasswordPages().then((m) => m.ResetPasswordPage));
const SetPasswordPage = lazyPage(() => loadPasswordPages().then((m) => m.SetPasswordPage));

// The admin area: its layout holds the Suspense boundary of its pages.
const AdminLayout = lazy(() => import('./layout/AdminLayout'));
const AdminEditorViews = lazy(() =>
  import('./AdminEditorViews').then((m) => ({ default: m.AdminEditorViews })),
);
const DashboardPage = lazy(() => import('../features/admin/dashboard/components/DashboardPage'));
const ResourceLibraryPage = lazy(
  () => import('../features/admin/resource-library/components/ResourceLibraryPage'),
);
const NewsListPage = lazy(() => import('../features/admin/news/components/NewsListPage'));
const NewsEditorPage = lazy(() => import('../features/admin/news/components/NewsEditorPage'));
const ContentEditorPage = lazy(() => import('../features/admin/content/components/ContentEditorPage'));
const PromotionalModulesEditor = lazy(
  () => import('../features/admin/content/components/PromotionalModulesEditor'),
);
const OptionsPage = lazy(() => import('../features/admin/options/components/OptionsPage'));
const RoadmapPlanEditor = lazy(() => import('../features/admin/pipeline/components/RoadmapPlanEditor'));
const GamesListPage = lazy(() => import('../features/admin/games/components/GamesListPage'));
const GameEditorPage = lazy(() => import('../features/admin/games/components/GameEditorPage'));
const DrawGamesAdminPage = lazy(() => import('../features/admin/draw-games/components/DrawGamesAdminPage'));
// Each people area is one chunk: its list, add and edit screens load together.
const loadUsers = () => import('../features/admin/users');
const UsersPage = lazy(() => loadUsers().then((module) => ({ default: module.UsersPage })));
const GuestsPage = lazy(() => loadUsers().then((module) => ({ default: module.GuestsPage })));
const UserAddPage = lazy(() => loadUsers().then((module) => ({ default: module.UserAddPage })));
const GuestAddPage = lazy(() => loadUsers().then((module) => ({ default: module.GuestAddPage })));
const UserEditPage = lazy(() => loadUsers().then((module) => ({ default: module.UserEditPage })));
const SecurityPage = lazy(() => import('../features/admin/security/components/SecurityPage'));
const loadOperators = () => import('../features/admin/operators');
const OperatorsPage = lazy(() => loadOperators().then((module) => ({ default: module.OperatorsPage })));
const OperatorAddPage = lazy(() => loadOperators().then((module) => ({ default: module.OperatorAddPage })));
const OperatorEditPage = lazy(() => loadOperators().then((module) => ({ default: module.OperatorEditPage })));

/** The screen of every admin section of the domain route table, by its name. */
const ADMIN_PAGES: Record<string, () => ReactNode> = {
  AdminResourceLibrary: () => <ResourceLibraryPage />,
  AdminSecurity: () => <SecurityPage />,
  AdminNews: () => <NewsListPage />,
  AdminNewsAdd: () => <NewsEditorPage />,
  AdminNewsEdit: () => <NewsEditorPage />,
  AdminOptions: () => <OptionsPage />,
  AdminGames: () => <GamesListPage />,
  AdminGameAdd: () => <GameEditorPage key="add" />,
  AdminGameEdit: () => <GameEditorPage key="edit" />,
  AdminDrawGames: () => <DrawGamesAdminPage />,
  // Each kind: its items, and the copy of its part of /draw-games, a content page (issue 28 item 1).
  ...Object.fromEntries(
    (
      [
        ['AdminPopularDrawGames', 'popular'],
        ['AdminHighFrequencyDrawGames', 'frequency'],
        ['AdminEnhancedFeatures', 'enhanced'],
      ] as const
    ).map(([name, kind]) => [
      name,
      () => (
        <AdminEditorViews
          label="Draw games editors"
          views={[
            { key: 'items', label: 'Items', element: <DrawGamesAdminPage kind={kind} /> },
            {
              key: 'content',
              label: 'Page content',
              element: <ContentEditorPage key={name} routeName={name} />,
            },
          ]}
        />
      ),
    ]),
  ),
  ...Object.fromEntries(
    [
      'AdminHomepage',
      'AdminGamesPage',
      'AdminAssetManagerPage',
      'AdminResourceLibraryPage',
      'AdminNewsAndEventsPage',
    ].map((name) => [name, () => <ContentEditorPage key={name} routeName={name} />]),
  ),
  AdminPromotionalTools: () => (
    <AdminEditorViews
      label="Promotional tools editors"
      views={[
        { key: 'tools', label: 'Tools', element: <PromotionalModulesEditor /> },
        {
          key: 'content',
          label: 'Page content',
          element: <ContentEditorPage key="AdminPromotionalTools" routeName="AdminPromotionalTools" />,
        },
      ]}
    />
  ),
  AdminPipelinePage: () => (
    <AdminEditorViews
      label="Pipeline editors"
      views={[
        { key: 'plan', label: 'Roadmap plan', element: <RoadmapPlanEditor /> },
        {
          key: 'content',
          label: 'Page content',
          element: <ContentEditorPage key="AdminPipelinePage" routeName="AdminPipelinePage" />,
        },
      ]}
    />
  ),
  AdminUsers: () => <UsersPage />,
  AdminGuests: () => <GuestsPage />,
  AdminUserAdd: () => <UserAddPage />,
  AdminGuestAdd: () => <GuestAddPage />,
  AdminUserEdit: () => <UserEditPage />,
  AdminOperators: () => <OperatorsPage />,
  AdminOperatorAdd: () => <OperatorAddPage />,
  AdminOperatorEdit: () => <OperatorEditPage />,
};

/**
 * The public pages a first visit may open with their content already in place: the page's code and
 * its content document are fetched before the first render (see prepareFirstScreen).
 */
const FIRST_SCREENS: Record<string, { preload: (params: Params) => Promise<unknown> }> = {
  Homepage: HomePage,
  // The games screen and the part its route opens (the catalogue, or a game's page).
  Games: {
    preload: (params) =>
      Promise.all([GamesPage.preload(), loadGamesPage().then((m) => m.preloadGamesPart(params))]),
  },
  NewsArchive: NewsArchivePage,
  NewsArchivePaginated: NewsArchivePage,
  DrawGames: DrawGamesPage,
};

/** The screen of each public route of the domain route table, by its name. */
const PUBLIC_PAGES: Record<string, () => ReactNode> = {
  Homepage: () => <HomePage />,
  Games: () => <GamesPage />,
  DrawGames: () => <DrawGamesPage />,
  DrawGame: () => <DrawGamesPage />,
  AssetManager: () => <AssetManagerPage />,
  Pipeline: () => <PipelinePage />,
  NewsArchive: () => <NewsArchivePage notFound={<NotFoundPage />} />,
  NewsArchivePaginated: () => <NewsArchivePage notFound={<NotFoundPage />} />,
  NewsSingle: () => <NewsStoryPage notFound={<NotFoundPage />} />,
  PrivacyPolicy: () => <PrivacyPage />,
  Terms: () => <TermsPage />,
  PromotionalTools: () => <PromotionalToolsPage />,
  Search: () => <SearchPage />,
  WhatsNew: () => <WhatsNewPage />,
  Profile: () => <ProfilePage />,
  Login: () => <LoginPage />,
  GuestLogin: () => <GuestLoginPage />,
  SetPassword: () => <SetPasswordPage />,
  ResetPassword: () => <ResetPasswordPage />,
  NotFound: () => <NotFoundPage />,
};

/**
 * The public pages the server renders for a visitor, hydrated in the browser (decision 045), by route
 * name. Their code must be in place before either renders, so that both render the same tree.
 */
const SERVER_RENDERED: Record<string, { preload: () => Promise<unknown> }> = {
  Homepage: HomePage,
  NewsArchive: NewsArchivePage,
  NewsArchivePaginated: NewsArchivePage,
  NewsSingle: NewsStoryPage,
  PrivacyPolicy: PrivacyPage,
  Terms: TermsPage,
  PromotionalTools: PromotionalToolsPage,
};

/** The route a path opens if the server renders it for a visitor (its code brought), or null. */
export async function loadServerRenderedRoute(pathname: string): Promise<RouteDef | null> {
  const name = matchRoutes(
    PUBLIC_ROUTES.map((route) => ({ id: route.name, path: route.path })),
    pathname,
  )?.[0]?.route.id;
  const page = name ? SERVER_RENDERED[name] : undefined;
  if (!name || !page) return null;
  await page.preload();
  return PUBLIC_ROUTES.find((route) => route.name === name) ?? null;
}

/**
 * The content document of the pages that open with one. Asked for once the route's guard lets the
 * user in (a game's own page asks for the catalogue's too: it is the way back).
 */
const PAGE_DOCUMENTS: Record<string, ContentPage> = {
  Homepage: 'homepage',
  Games: 'gamepage',
  AssetManager: 'assetmanagerpage',
  Pipeline: 'roadmappage',
  NewsArchive: 'newsandeventspage',
  NewsArchivePaginated: 'newsandeventspage',
  PromotionalTools: 'promotionaltools',
};

/** Asks for the page's document as its code starts loading, rather than once that code has run. */
function WithDocument({ page, children }: { page: ContentPage; children: ReactNode }) {
  const client = useQueryClient();
  useEffect(() => {
    void client.prefetchQuery(contentQueryOptions(page));
  }, [client, page]);
  return children;
}

function publicRoute(route: RouteDef): RouteObject {
  const page = PUBLIC_PAGES[route.name] ?? (() => <NotFoundPage />);
  const document = PAGE_DOCUMENTS[route.name];
  return {
    path: route.path,
    handle: { route },
    element: (
      <RouteGuard route={route}>
        {document ? <WithDocument page={document}>{page()}</WithDocument> : page()}
      </RouteGuard>
    ),
  };
}

function adminRoutes(): RouteObject {
  const [dashboard, ...sections] = ADMIN_ROUTES;
  if (!dashboard) throw new Error('ADMIN_ROUTES is empty');
  return {
    path: dashboard.path,
    handle: { route: dashboard },
    element: (
      // SPEC §2: only igt SA or AM may enter; everyone else goes to Login.
      <RouteGuard route={dashboard} redirectTo={LOGIN_PATH}>
        <Suspense fallback={<PageLoader />}>
          <AdminLayout />
        </Suspense>
      </RouteGuard>
    ),
    children: [
      { index: true, handle: { route: dashboard }, element: <DashboardPage /> },
      ...sections.map(
        (route): RouteObject => ({
          path: route.path,
          handle: { route },
          // A failing sub-route goes to the Dashboard (the route's own redirect target).
          element: <RouteGuard route={route}>{ADMIN_PAGES[route.name]?.() ?? <NotFoundPage />}</RouteGuard>,
        }),
      ),
      // SPEC §2: a failing admin sub-route, an unknown one included, goes to the Dashboard.
      { path: '*', handle: { route: dashboard }, element: <Navigate to={dashboard.path} replace /> },
    ],
  };
}

export function buildRoutes(): RouteObject[] {
  return [
    {
      element: (
        <StartupGate>
          <SiteLayout />
        </StartupGate>
      ),
      children: [...PUBLIC_ROUTES.map(publicRoute), adminRoutes()],
    },
  ];
}

/**
 * Brings what the first render shows: the globals (SPEC §4 start-up; they fill the header and the
 * footer); for a signed-in caller, their user (a page waits for it) and the games (start-up asks for
 * them at once for such a caller, and most of their pages lead with them); and, for a public page that
 * opens with content, that page's code and content document. All are normally there when this runs
 * (the public reads are preloaded with the entry, decision 039; a signed-in caller's reads are started
 * by the page's own script, decision 044), so the first render is the finished frame rather than one
 * that renders again as each of them answers. `waitMs` bounds the wait for a slow answer, after which
 * the page renders with its loaders as on any later visit.
 */
export async function prepareFirstScreen(client: QueryClient, pathname: string, waitMs: number) {
  const match = matchRoutes(
    PUBLIC_ROUTES.map((route) => ({ id: route.name, path: route.path })),
    pathname,
  )?.[0];
  const name = match?.route.id;
  const screen = name ? FIRST_SCREENS[name] : undefined;
  const document = name && screen ? PAGE_DOCUMENTS[name] : undefined;
  const token = getToken();
  const ready = Promise.all([
    client.prefetchQuery(globalsQueryOptions),
    token === null ? null : client.prefetchQuery(userQueryOptions(token)),
    token === null ? null : client.prefetchQuery(gamesQueryOptions(token)),
    match ? screen?.preload(match.params) : null,
    document ? client.prefetchQuery(contentQueryOptions(document)) : null,
  ]).catch(() => {});
  await Promise.race([ready, new Promise((resolve) => setTimeout(resolve, waitMs))]);
}

export function createRouter() {
  return createBrowserRouter(buildRoutes());
}

/** The router of one page the server renders (entry-server.tsx). */
export function createServerRouter(pathname: string) {
  return createMemoryRouter(buildRoutes(), { initialEntries: [pathname] });
}
