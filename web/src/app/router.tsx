import { ADMIN_ROUTES, LOGIN_PATH, PUBLIC_ROUTES, type RouteDef } from '@portal/domain';
import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { PageLoader } from '../components/Spinner';
import { GuestLoginPage } from '../features/auth/components/GuestLoginPage';
import { LoginPage } from '../features/auth/components/LoginPage';
import { ResetPasswordPage, SetPasswordPage } from '../features/auth/components/PasswordPages';
import { HomePage } from '../features/home/components/HomePage';
import { PrivacyPage, TermsPage } from '../features/legal/components/LegalPages';
import { NewsArchivePage } from '../features/news/components/NewsArchivePage';
import { NewsStoryPage } from '../features/news/components/NewsStoryPage';
import { AdminPipelineScreen } from './AdminPipelineScreen';
import { RouteGuard } from './guards';
import { SiteLayout } from './layout/SiteLayout';
import { NotFoundPage } from './NotFoundPage';
import { StartupGate } from './startup';

// The catalogue, asset and pipeline screens (with the listing, the carousel and the virtualiser)
// load on demand, so the home and login pages come up on the shell's code alone.
const GamesPage = lazyPage(() =>
  import('../features/games/components/GamesPage').then((module) => module.GamesPage),
);
const DrawGamesPage = lazyPage(() =>
  import('../features/draw-games/components/DrawGamesPage').then((module) => module.DrawGamesPage),
);
const AssetManagerPage = lazyPage(() =>
  import('../features/assets/components/AssetManagerPage').then((module) => module.AssetManagerPage),
);
const PipelinePage = lazyPage(() =>
  import('../features/pipeline/components/PipelinePage').then((module) => module.PipelinePage),
);

// Admin code loads on demand: visitors never download it.
const AdminLayout = lazy(() => import('./layout/AdminLayout'));
const DashboardPage = lazy(() => import('../features/admin/dashboard/components/DashboardPage'));
const ResourceLibraryPage = lazy(() => import('../features/assets/components/ResourceLibraryPage'));
const NewsListPage = lazy(() => import('../features/admin/news/components/NewsListPage'));
const NewsEditorPage = lazy(() => import('../features/admin/news/components/NewsEditorPage'));
const ContentEditorPage = lazy(() => import('../features/admin/content/components/ContentEditorPage'));
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
const loadOperators = () => import('../features/admin/operators');
const OperatorsPage = lazy(() => loadOperators().then((module) => ({ default: module.OperatorsPage })));
const OperatorAddPage = lazy(() => loadOperators().then((module) => ({ default: module.OperatorAddPage })));
const OperatorEditPage = lazy(() => loadOperators().then((module) => ({ default: module.OperatorEditPage })));

/** A named export of a module loaded on first use, shown with the page loader until it arrives. */
function lazyPage(load: () => Promise<ComponentType>) {
  const Page = lazy(async () => ({ default: await load() }));
  return () => (
    <Suspense fallback={<PageLoader />}>
      <Page />
    </Suspense>
  );
}

/** The screen of every admin section of the domain route table, by its name. */
const ADMIN_PAGES: Record<string, () => ReactNode> = {
  AdminResourceLibrary: () => <ResourceLibraryPage />,
  AdminNews: () => <NewsListPage />,
  AdminNewsAdd: () => <NewsEditorPage />,
  AdminNewsEdit: () => <NewsEditorPage />,
  AdminOptions: () => <OptionsPage />,
  AdminGames: () => <GamesListPage />,
  AdminGameAdd: () => <GameEditorPage key="add" />,
  AdminGameEdit: () => <GameEditorPage key="edit" />,
  AdminDrawGames: () => <DrawGamesAdminPage />,
  AdminPopularDrawGames: () => <DrawGamesAdminPage kind="popular" />,
  AdminHighFrequencyDrawGames: () => <DrawGamesAdminPage kind="frequency" />,
  AdminEnhancedFeatures: () => <DrawGamesAdminPage kind="enhanced" />,
  ...Object.fromEntries(
    [
      'AdminHomepage',
      'AdminGamesPage',
      'AdminAssetManagerPage',
      'AdminResourceLibraryPage',
      'AdminNewsAndEventsPage',
    ].map((name) => [name, () => <ContentEditorPage key={name} routeName={name} />]),
  ),
  AdminPipelinePage: () => (
    <AdminPipelineScreen
      plan={<RoadmapPlanEditor />}
      content={<ContentEditorPage key="AdminPipelinePage" routeName="AdminPipelinePage" />}
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
  Login: () => <LoginPage />,
  GuestLogin: () => <GuestLoginPage />,
  SetPassword: () => <SetPasswordPage />,
  ResetPassword: () => <ResetPasswordPage />,
  NotFound: () => <NotFoundPage />,
};

function publicRoute(route: RouteDef): RouteObject {
  const page = PUBLIC_PAGES[route.name] ?? (() => <NotFoundPage />);
  return {
    path: route.path,
    handle: { route },
    element: <RouteGuard route={route}>{page()}</RouteGuard>,
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

export function createRouter() {
  return createBrowserRouter(buildRoutes());
}
