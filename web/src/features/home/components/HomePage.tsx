import { hasPermission, MESSAGES } from '@portal/domain';
import { DEFAULT_HOME_HERO } from '@portal/domain/content';
import { useQuery } from '@tanstack/react-query';
import { ArrowRight, LogIn } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/Button';
import {
  GameCard,
  GameCardGrid,
  GameCardGridItem,
  GameCardSkeleton,
  gameArtwork,
  isMeaningful,
} from '../../../components/GameCard';
import { RenderLater } from '../../../lib/first-screen';
import { mailto, useGlobals } from '../../../lib/globals';
import { usePageReady } from '../../../lib/loading';
import { useOverlays } from '../../../lib/overlays';
import { useSession } from '../../../lib/session';
import { NewsCard } from '../../../shared/news';
import { HomeHeroView, PromotionalModules, SectionCards, usePageContent } from '../../../shared/page-content';
import { featuredGamesQueryOptions } from '../api/get-featured-games';
import styles from './HomePage.module.css';

const FEATURED_GAMES_SHOWN = 4;

function FeaturedGames({ ids }: { ids: readonly number[] }) {
  const { token } = useSession();
  const games = useQuery(featuredGamesQueryOptions(ids, token));
  const shown = (games.data ?? []).slice(0, FEATURED_GAMES_SHOWN);
  if (!games.isPending && shown.length === 0) return null;
  return (
    <section className={`${styles.sections} ${styles.band}`} aria-labelledby="home-games">
      <div className={styles.inner}>
        <div className={styles.more}>
          <h2 id="home-games" className={styles.sectionsTitle}>
            Featured games
          </h2>
          <Link to="/games" className={styles.moreLink}>
            All eInstant games <ArrowRight aria-hidden="true" />
          </Link>
        </div>
        <GameCardGrid label={games.isPending ? 'Loading featured games' : 'Featured games'}>
          {games.isPending
            ? Array.from({ length: FEATURED_GAMES_SHOWN }, (_, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
                <GameCardGridItem key={index}>
                  <GameCardSkeleton />
                </GameCardGridItem>
              ))
            : shown.map((game) => (
                <GameCardGridItem key={game.id}>
                  <GameCard
                    to={`/games/${game.id}/overview`}
                    name={game.gameName}
                    art={gameArtwork(game)}
                    eyebrow={isMeaningful(game.gameType) ? game.gameType : 'eInstant'}
                  />
                </GameCardGridItem>
              ))}
        </GameCardGrid>
      </div>
    </section>
  );
}

/**
 * /: the homepage, from its content document (hero, section cards, picked games and stories),
 * with the partner sign-in band for visitors.
 */
export function HomePage() {
  const { user } = useSession();
  const { openLogin } = useOverlays();
  const { enquiriesEmail } = useGlobals();
  const content = usePageContent('homepage');
  usePageReady(!content.isPending);

  const document = content.data;
  const hero = document?.hero ?? (content.isError ? DEFAULT_HOME_HERO : null);
  const welcome = user ? `${MESSAGES.welcomeBack}, ${user.firstName}` : undefined;

  return (
    <>
      {hero ? <HomeHeroView hero={hero} eyebrow={welcome} /> : <HomeHeroSkeleton />}

      {/* Below the hero, a part per frame on a first visit (decision 044). */}
      {document && document.sections.length > 0 ? (
        <RenderLater>
          <section className={styles.sections} aria-labelledby="home-sections">
            <div className={styles.inner}>
              <h2 id="home-sections" className={styles.sectionsTitle}>
                Everything in one place
              </h2>
              <SectionCards sections={document.sections} />
            </div>
          </section>
        </RenderLater>
      ) : null}

      {document ? (
        <RenderLater>
          <FeaturedGames ids={document.featuredGameIds} />
        </RenderLater>
      ) : null}

      {document && document.featuredNews.length > 0 ? (
        <RenderLater>
          <section className={styles.sections} aria-labelledby="home-news">
            <div className={styles.inner}>
              <div className={styles.more}>
                <h2 id="home-news" className={styles.sectionsTitle}>
                  News &amp; Events
                </h2>
                <Link to="/news-events" className={styles.moreLink}>
                  All news and events <ArrowRight aria-hidden="true" />
                </Link>
              </div>
              <ul className={styles.newsGrid}>
                {document.featuredNews.map((story) => (
                  <li key={story.id}>
                    <NewsCard story={story} />
                  </li>
                ))}
              </ul>
            </div>
          </section>
        </RenderLater>
      ) : null}

      {document && document.promotionalToolModules.length > 0 ? (
        <RenderLater>
          <section className={`${styles.sections} ${styles.band}`} aria-labelledby="home-tools">
            <div className={styles.inner}>
              <div className={styles.more}>
                <h2 id="home-tools" className={styles.sectionsTitle}>
                  Promotional tools
                </h2>
                <Link to="/promotional-tools" className={styles.moreLink}>
                  All promotional tools <ArrowRight aria-hidden="true" />
                </Link>
              </div>
              <PromotionalModules modules={document.promotionalToolModules} />
            </div>
          </section>
        </RenderLater>
      ) : null}

      {/* After the document: above its sections, it would be pushed down as they arrive. */}
      {!content.isPending && (user === null || !hasPermission(user, 'games')) ? (
        <RenderLater>
          <section className={styles.partner} aria-labelledby="home-partner">
            <div className={`${styles.inner} ${styles.partnerInner}`}>
              <div>
                <h2 id="home-partner" className={styles.partnerTitle}>
                  Partner access
                </h2>
                <p className={styles.partnerText}>
                  Operators and agencies sign in to play demos, download assets and see the roadmap for their
                  regions.
                </p>
              </div>
              <div className={styles.actions}>
                <Button size="lg" onClick={openLogin}>
                  <LogIn aria-hidden="true" /> Sign in
                </Button>
                <Button asChild size="lg" variant="secondary">
                  <a href={mailto(enquiriesEmail, 'Account enquiry')}>{MESSAGES.inquireAccount}</a>
                </Button>
              </div>
            </div>
          </section>
        </RenderLater>
      ) : null}
    </>
  );
}

function HomeHeroSkeleton() {
  return (
    <section className={styles.heroSkeleton} role="status">
      <span className="visually-hidden">Loading…</span>
      <div className={styles.inner} aria-hidden="true">
        <span className={`${styles.shimmerDark} ${styles.skeletonEyebrow}`} />
        <span className={`${styles.shimmerDark} ${styles.skeletonTitle}`} />
        <span className={`${styles.shimmerDark} ${styles.skeletonTitle}`} />
        <span className={`${styles.shimmerDark} ${styles.skeletonLead}`} />
      </div>
    </section>
  );
}
