import { formatDate, plannedMonth, showsOnPipeline, todayIso } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { CalendarClock, Globe2, Rocket } from 'lucide-react';
import { useMemo } from 'react';
import { Link } from 'react-router';
import {
  enumLabel,
  GameArt,
  type GameView,
  gameArtwork,
  gameRegionKeys,
  gameView,
  isMeaningful,
} from '../../../components/GameCard';
import { EmptyState } from '../../../components/Page';
// The same catalogue query the games screen and start-up use: one request, one cache entry.
import { gamesQueryOptions } from '../../../lib/games';
import { usePageReady } from '../../../lib/loading';
import { regionScope, useRegions } from '../../../lib/region';
import { roadmapQueryOptions } from '../../../lib/roadmap';
import { useSession } from '../../../lib/session';
import { ContentPageHeader, ContentSections } from '../../../shared/page-content';
import { groupByMonth, isRoadmapGame, type TimelineEntry, type TimelineMonth } from '../timeline';
import styles from './PipelinePage.module.css';

function monthTitle(month: TimelineMonth): string {
  return month.date ? formatDate(month.date, 'monthYear') : 'To be scheduled';
}

function plannedLine(view: GameView, month: string | null | undefined): string {
  if (month) return `Planned for ${formatDate(`${month}-01`, 'monthYear')}`;
  const date = formatDate(view.shownDate, 'long');
  return date ? `Planned for ${date}` : 'Date to be confirmed';
}

function Entry({ entry }: { entry: TimelineEntry }) {
  const { game, view, plannedMonth: month } = entry;
  const tags = [game.gameType, ...(game.themes ?? [])].filter(isMeaningful).slice(0, 3).map(enumLabel);
  return (
    <li className={styles.entry}>
      <GameArt src={gameArtwork(game)} name={game.gameName} className={styles.entryArt} />
      <div className={styles.entryBody}>
        <h3 className={styles.entryName}>
          <Link to={`/games/${game.id}/overview`} className={styles.entryLink}>
            {game.gameName}
          </Link>
        </h3>
        <p className={styles.entryDate}>{plannedLine(view, month)}</p>
        {tags.length > 0 ? (
          <ul className={styles.tags} aria-label="Tags">
            {tags.map((tag) => (
              <li key={tag}>{tag}</li>
            ))}
          </ul>
        ) : null}
      </div>
    </li>
  );
}

function Skeleton() {
  return (
    <div className={styles.skeleton} aria-hidden="true">
      {[0, 1, 2].map((index) => (
        <span key={index} className={styles.skeletonRow} />
      ))}
    </div>
  );
}

/** /pipeline (no footer): the roadmap of upcoming games, month by month, for the region selection. */
export function PipelinePage() {
  const { token } = useSession();
  const { selection } = useRegions();
  const games = useQuery(gamesQueryOptions(token));
  // Without the plan (not loaded, or refused) games show under their release months.
  const plan = useQuery(roadmapQueryOptions);
  usePageReady(!games.isPending && !plan.isPending);
  const today = todayIso();

  const months = useMemo(() => {
    const planned = new Map((plan.data?.games ?? []).map((entry) => [entry.gameId, entry.months]));
    const entries = (games.data ?? [])
      .filter(
        (game) =>
          isRoadmapGame(game) && showsOnPipeline(gameRegionKeys(game), planned.get(game.id) ?? [], selection),
      )
      .map((game) => ({
        game,
        view: gameView(game, selection, today),
        plannedMonth: plannedMonth(planned.get(game.id) ?? [], selection),
      }));
    return groupByMonth(entries, today);
  }, [games.data, plan.data, selection, today]);
  const total = months.reduce((sum, month) => sum + month.entries.length, 0);

  return (
    <>
      <ContentPageHeader
        page="roadmappage"
        fallback={{
          eyebrow: 'Roadmap',
          title: 'Pipeline',
          text: 'The games in production for your regions, with their planned launch months. Plans can move: check back before you schedule a campaign.',
        }}
      >
        <p className={styles.regions}>
          <Globe2 aria-hidden="true" /> Planned for {regionScope(selection)}
          {total > 0 ? ` · ${total} ${total === 1 ? 'game' : 'games'}` : ''}
        </p>
      </ContentPageHeader>
      <div className={styles.page}>
        {games.isPending || plan.isPending ? (
          <Skeleton />
        ) : months.length > 0 ? (
          <ol className={styles.timeline} aria-label="Release timeline">
            {months.map((month) => (
              <li key={month.key ?? 'unscheduled'} className={styles.month} data-when={month.when}>
                <div className={styles.marker}>
                  <span className={styles.dot} aria-hidden="true" />
                  <h2 className={styles.monthTitle}>{monthTitle(month)}</h2>
                  {month.when === 'current' ? <span className={styles.now}>This month</span> : null}
                  <span className={styles.monthCount}>
                    {month.entries.length} {month.entries.length === 1 ? 'game' : 'games'}
                  </span>
                </div>
                <ul className={styles.entries}>
                  {month.entries.map((entry) => (
                    <Entry key={entry.game.id} entry={entry} />
                  ))}
                </ul>
              </li>
            ))}
          </ol>
        ) : (
          <EmptyState icon={<Rocket />} title="Nothing scheduled for your regions">
            <p>
              Upcoming games appear here as soon as they enter production for one of your regions. Try adding
              regions with the Regions button to see the wider plan.
            </p>
          </EmptyState>
        )}
        {total > 0 ? (
          <p className={styles.footnote}>
            <CalendarClock aria-hidden="true" /> Months are the planned releases for your selected regions.
          </p>
        ) : null}
      </div>
      <ContentSections page="roadmappage" />
    </>
  );
}
