import { findRoute, hasPermission, LOGIN_PATH, type User } from '@portal/domain';
import type { MouseEvent, ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { rememberRoute } from '../../lib/return-path';

export interface NavItem {
  label: string;
  to: string;
}

/** SPEC §2 Header: the navigation, in its order. Permissions come from the route table. */
export const NAV_ITEMS: NavItem[] = [
  { label: 'eInstant Games', to: '/games' },
  { label: 'Draw Games', to: '/draw-games' },
  { label: 'Asset Manager', to: '/asset-manager' },
  { label: 'Pipeline', to: '/pipeline' },
  { label: 'News & Events', to: '/news-events' },
];

// Looked up once: the header renders every entry on every change of user or location.
const NAV_AREAS = new Map(NAV_ITEMS.map((item) => [item.to, findRoute(item.to)?.area ?? null]));

function navTarget(item: NavItem, user: User | null): string {
  return hasPermission(user, NAV_AREAS.get(item.to) ?? null) ? item.to : LOGIN_PATH;
}

/** A navigation entry: the page itself, or Login (remembering the page) without the permission. */
export function NavEntry({
  item,
  user,
  className,
  activeClassName,
  onNavigate,
  children,
}: {
  item: NavItem;
  user: User | null;
  className?: string;
  activeClassName?: string;
  onNavigate?: () => void;
  children?: ReactNode;
}) {
  const target = navTarget(item, user);
  if (target === item.to) {
    return (
      <NavLink
        to={item.to}
        className={({ isActive }) =>
          isActive && activeClassName ? `${className ?? ''} ${activeClassName}` : className
        }
        onClick={onNavigate}
      >
        {children ?? item.label}
      </NavLink>
    );
  }
  return (
    <Link
      to={target}
      className={className}
      onClick={(_event: MouseEvent) => {
        rememberRoute(item.to);
        onNavigate?.();
      }}
    >
      {children ?? item.label}
    </Link>
  );
}

/** The main navigation: in the header on wide screens, in the menu sheet on narrow ones. */
export function MainNav({
  user,
  className,
  linkClassName,
  activeLinkClassName,
  onNavigate,
}: {
  user: User | null;
  className?: string;
  linkClassName?: string;
  activeLinkClassName?: string;
  onNavigate?: () => void;
}) {
  return (
    <nav aria-label="Main" className={className}>
      <ul>
        {NAV_ITEMS.map((item) => (
          <li key={item.to}>
            <NavEntry
              item={item}
              user={user}
              className={linkClassName}
              activeClassName={activeLinkClassName}
              onNavigate={onNavigate}
            />
          </li>
        ))}
      </ul>
    </nav>
  );
}
