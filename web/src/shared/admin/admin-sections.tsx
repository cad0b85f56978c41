import { ADMIN_ROUTES, type RouteDef } from '@portal/domain';
import {
  Building2,
  FileText,
  Gamepad2,
  House,
  Library,
  Megaphone,
  Newspaper,
  PanelsTopLeft,
  Settings2,
  ShieldCheck,
  Ticket,
  Users,
} from 'lucide-react';
import type { ReactNode } from 'react';

/** Descriptions of the admin areas, keyed by the first segment after /admin. */
export const ADMIN_AREAS: Record<
  string,
  { icon: ReactNode; text: string; group: 'Content' | 'People' | 'Pages' }
> = {
  games: {
    icon: <Gamepad2 />,
    text: 'Add and edit eInstant games, their demos, dates and assets.',
    group: 'Content',
  },
  users: { icon: <Users />, text: 'Create accounts, invite guests and manage access.', group: 'People' },
  security: {
    icon: <ShieldCheck />,
    text: 'Your own passkeys, authenticator app and recovery codes.',
    group: 'People',
  },
  operators: { icon: <Building2 />, text: 'Operators, their logos and licensed regions.', group: 'People' },
  'resource-library': {
    icon: <Library />,
    text: 'The shared library of files and folders.',
    group: 'Content',
  },
  'news-and-events': {
    icon: <Newspaper />,
    text: 'Write and schedule news stories and events.',
    group: 'Content',
  },
  homepage: { icon: <House />, text: 'The homepage banners and featured games.', group: 'Pages' },
  options: {
    icon: <Settings2 />,
    text: 'Portal-wide settings such as demo fallbacks and contacts.',
    group: 'Content',
  },
  draw_games: {
    icon: <Ticket />,
    text: 'Popular, high-frequency draw games and enhanced features.',
    group: 'Content',
  },
  'games-page': { icon: <PanelsTopLeft />, text: 'The introduction of the games page.', group: 'Pages' },
  'asset-manager': {
    icon: <PanelsTopLeft />,
    text: 'The introduction of the asset manager page.',
    group: 'Pages',
  },
  pipeline: { icon: <PanelsTopLeft />, text: 'The introduction of the pipeline page.', group: 'Pages' },
  'resource-library-page': {
    icon: <PanelsTopLeft />,
    text: 'The resource library page content.',
    group: 'Pages',
  },
  'news-and-events-page': { icon: <FileText />, text: 'The introduction of the news page.', group: 'Pages' },
  'promotional-tools': {
    icon: <Megaphone />,
    text: 'The campaign tools on their page and the homepage.',
    group: 'Pages',
  },
};

export function adminAreaKey(path: string): string {
  return path.split('/').filter(Boolean)[1] ?? '';
}

/** The admin routes that open a section (lists), not the add/edit forms; the draw-games kinds too. */
export const ADMIN_SECTION_ROUTES: RouteDef[] = ADMIN_ROUTES.filter((route) => {
  const parts = route.path.split('/').filter(Boolean);
  return parts.length === 2 || (parts.length === 3 && parts[1] === 'draw_games');
});
