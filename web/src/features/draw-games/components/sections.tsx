import { FREQUENCY_CHANNELS } from '@portal/domain';
import type { DRAW_GAME_CONTENT_PAGES, DrawGameKind, DrawGameSummary } from '@portal/domain/schemas';
import { Clock3, Layers, Monitor, Smartphone, Star, Tablet } from 'lucide-react';
import type { ReactNode } from 'react';

export interface DrawSectionInfo {
  kind: DrawGameKind;
  id: string;
  title: string;
  /** What one item is called (the card's eyebrow, the page's kicker). */
  singular: string;
  lead: string;
  icon: ReactNode;
  empty: string;
  /**
   * The content document whose hero gives the section's title and lead, and its sections below
   * (DRAW_GAME_CONTENT_PAGES, named here as text so that the page does not load the schemas).
   */
  contentPage: (typeof DRAW_GAME_CONTENT_PAGES)[DrawGameKind];
}

export const DRAW_SECTIONS: readonly DrawSectionInfo[] = [
  {
    kind: 'popular',
    id: 'popular',
    title: 'Popular draw games',
    singular: 'Popular draw game',
    lead: 'Lotto, jackpot and daily games that players return to week after week.',
    icon: <Star />,
    contentPage: 'populardrawgamespage',
    empty:
      'Lotto, jackpot and daily games that players return to week after week appear here once they are live.',
  },
  {
    kind: 'frequency',
    id: 'frequency',
    title: 'High-frequency draw games',
    singular: 'High-frequency draw game',
    lead: 'Fast-paced draws every few minutes, built for mobile, tablet and desktop play.',
    icon: <Clock3 />,
    contentPage: 'highfrequencydrawgamespage',
    empty:
      'Fast-paced draws every few minutes, built for mobile, tablet and desktop play, appear here once live.',
  },
  {
    kind: 'enhanced',
    id: 'enhanced',
    title: 'Enhanced features',
    singular: 'Enhanced feature',
    lead: 'Add-ons such as multipliers, second-chance draws and bonus numbers that lift every draw.',
    icon: <Layers />,
    contentPage: 'enhancedfeaturespage',
    empty:
      'Add-ons such as multipliers, second-chance draws and bonus numbers appear here once they are live.',
  },
];

export function sectionOf(kind: DrawGameKind): DrawSectionInfo {
  return DRAW_SECTIONS.find((section) => section.kind === kind)!;
}

const CHANNEL_ICONS: Record<string, ReactNode> = {
  phone: <Smartphone aria-hidden="true" />,
  tablet: <Tablet aria-hidden="true" />,
  desktop: <Monitor aria-hidden="true" />,
};

/** SPEC §3 frequency channels in their own order, labelled Mobile, Tablet, Desktop. */
export function frequencyChannels(
  item: DrawGameSummary,
): { value: string; label: string; icon: ReactNode }[] {
  const values = new Set(item.channels ?? []);
  return FREQUENCY_CHANNELS.filter((channel) => values.has(channel.value)).map((channel) => ({
    value: channel.value,
    label: channel.label,
    icon: CHANNEL_ICONS[channel.value],
  }));
}
