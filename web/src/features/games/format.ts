import { formatDate } from '@portal/domain';
import type { GameView } from '../../components/GameCard/game';

/** 'Released 03 Mar 2025', 'Coming 12 Apr 2026' or 'Release date to be confirmed' (SPEC §9 formats). */
export function releaseLine(view: GameView | undefined, format: 'short' | 'long'): string {
  if (!view?.shownDate) return 'Release date to be confirmed';
  const date = formatDate(view.shownDate, format);
  if (!date) return 'Release date to be confirmed';
  return view.isUpcoming ? `Coming ${date}` : `Released ${date}`;
}

/** A game's page, with its tab, keeping the catalogue's search (so Back to the catalogue restores it). */
export function gamePath(id: number, tab?: string, search = ''): string {
  return `/games/${id}${tab ? `/${tab}` : ''}${search}`;
}

/** The video overlay's name: the game and the video's title, without saying the game's name twice. */
export function videoTitle(gameName: string, title: string | null | undefined): string {
  const text = (title ?? '').trim();
  if (!text) return `${gameName}: Video`;
  return text.toLowerCase().includes(gameName.toLowerCase()) ? text : `${gameName}: ${text}`;
}
