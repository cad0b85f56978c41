import { hasPermission } from '@portal/domain';
import type { DrawGameKind, DrawGameSummary } from '@portal/domain/schemas';
import { useQuery } from '@tanstack/react-query';
import { Ticket } from 'lucide-react';
import { lazy, type ReactNode, Suspense } from 'react';
import { useParams } from 'react-router';
import {
  GameCard,
  GameCardGrid,
  GameCardGridItem,
  GameCardSkeleton,
  gameArtwork,
} from '../../../components/GameCard';
import { EmptyState, PageHeader } from '../../../components/Page';
import { PageLoader } from '../../../components/Spinner';
import { usePageReady } from '../../../lib/loading';
import { useSession } from '../../../lib/session';
import { PageSectionsView, usePageContent } from '../../../shared/page-content';
import { drawDetails, drawListQueryOptions, drawSlug, isLive } from '../api/draw-games';
import styles from './DrawGames.module.css';
import { DRAW_SECTIONS, type DrawSectionInfo, frequencyChannels } from './sections';

/** The live items of a kind: what the list shows (SPEC §4). Draw games carry no regions. */
function useLiveDrawItems(kind: DrawGameKind) {
  const { token } = useSession();
  const list = useQuery(drawListQueryOptions(kind, token));
  const items = (list.data ?? []).filter(isLive);
  return { items, isPending: list.isPending };
}

function cardMeta(item: DrawGameSummary): string | undefined {
  const details = drawDetails(item);
  if (item.kind === 'popular' && details.jackpot) return `Jackpot ${details.jackpot}`;
  if (item.kind === 'frequency' && details.drawFrequency) return details.drawFrequency;
  return details.tagline || undefined;
}

function cardTags(item: DrawGameSummary): ReactNode[] {
  const details = drawDetails(item);
  if (item.kind === 'frequency') {
    return frequencyChannels(item).map((channel) => (
      <>
        {channel.icon}
        {channel.label}
      </>
    ));
  }
  if (item.kind === 'popular') return (details.drawDays ?? []).slice(0, 3);
  return (details.worksWith ?? []).slice(0, 3);
}

function DrawSection({ section, canOpen }: { section: DrawSectionInfo; canOpen: boolean }) {
  const { items, isPending } = useLiveDrawItems(section.kind);
  const content = usePageContent(section.contentPage).data;
  const intro = content?.hero;
  return (
    <section className={styles.section} aria-labelledby={`${section.id}-title`} id={section.id}>
      <div className={styles.sectionHead}>
        <span className={styles.sectionIcon} aria-hidden="true">
          {section.icon}
        </span>
        <div>
          <h2 className={styles.sectionTitle} id={`${section.id}-title`}>
            {intro?.title || section.title}
          </h2>
          <p className={styles.sectionLead}>{intro ? intro.text : section.lead}</p>
        </div>
      </div>
      {isPending ? (
        <GameCardGrid label={`Loading ${section.title.toLowerCase()}`}>
          {[0, 1, 2].map((index) => (
            <GameCardGridItem key={index}>
              <GameCardSkeleton />
            </GameCardGridItem>
          ))}
        </GameCardGrid>
      ) : items.length > 0 ? (
        <GameCardGrid label={section.title}>
          {items.map((item, index) => (
            <GameCardGridItem key={item.id}>
              <GameCard
                to={`/draw-games/${drawSlug(section.kind, item.id)}/overview`}
                name={item.name}
                art={gameArtwork(item)}
                eyebrow={section.singular}
                meta={cardMeta(item)}
                tags={cardTags(item)}
                cta={canOpen ? 'View details' : 'Log in for details'}
                eager={index < 4}
              />
            </GameCardGridItem>
          ))}
        </GameCardGrid>
      ) : (
        <EmptyState icon={section.icon} title={`No ${section.title.toLowerCase()} in your regions right now`}>
          <p>{section.empty}</p>
        </EmptyState>
      )}
      <PageSectionsView sections={content?.sections ?? []} headingLevel={3} />
    </section>
  );
}

function SectionNav() {
  const popular = useLiveDrawItems('popular');
  const frequency = useLiveDrawItems('frequency');
  const enhanced = useLiveDrawItems('enhanced');
  const lists = { popular, frequency, enhanced };
  const counts = DRAW_SECTIONS.map((section) => ({ section, ...lists[section.kind] }));
  return (
    <nav className={styles.sectionNav} aria-label="Draw game sections">
      {counts.map(({ section, items, isPending }) => (
        <a key={section.id} href={`#${section.id}`} className={styles.sectionLink}>
          {section.icon}
          {section.title}
          {!isPending ? <span className={styles.sectionCount}>{items.length}</span> : null}
        </a>
      ))}
    </nav>
  );
}

function DrawGamesList() {
  const { user } = useSession();
  usePageReady();
  const canOpen = hasPermission(user, 'drawGames');
  return (
    <>
      <PageHeader
        eyebrow="Draw games"
        title="Draw Games"
        lead="Proven draw-based games and the features that keep them fresh: from weekly jackpots to draws every few minutes."
      >
        <SectionNav />
      </PageHeader>
      <div className={styles.page}>
        {DRAW_SECTIONS.map((section) => (
          <DrawSection key={section.kind} section={section} canOpen={canOpen} />
        ))}
        {!canOpen ? (
          <p className={styles.visitorNote}>
            <Ticket aria-hidden="true" /> Log in to see each draw game's details and download its assets.
          </p>
        ) : null}
      </div>
    </>
  );
}

// A draw game's page (with its asset browser) loads apart from the public list.
const DrawGamePage = lazy(() => import('./DrawGamePage').then((m) => ({ default: m.DrawGamePage })));

/** /draw-games (public) and /draw-games/:activeGameId/:activeTab? (Games permission, checked by the route). */
export function DrawGamesPage() {
  const { activeGameId, activeTab } = useParams();
  if (activeGameId !== undefined) {
    return (
      <Suspense fallback={<PageLoader />}>
        <DrawGamePage slug={activeGameId} tabParam={activeTab} />
      </Suspense>
    );
  }
  return <DrawGamesList />;
}
