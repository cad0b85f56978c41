import { hasPermission } from '@portal/domain';
import type { AssetRef, DrawGameSummary } from '@portal/domain/schemas';
import { useQuery } from '@tanstack/react-query';
import {
  ArrowLeft,
  CalendarDays,
  Clock3,
  Download,
  ExternalLink,
  FileText,
  FolderDown,
  Trophy,
} from 'lucide-react';
import { type ReactNode, useLayoutEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/Button';
import { artworkLink, gameArtwork } from '../../../components/GameCard';
import {
  GameHero,
  GameHeroSkeleton,
  HeroFact,
  PageTabPanel,
  PageTabs,
} from '../../../components/GameCard/GameHero';
import { Fact, GameOverview, Screenshots } from '../../../components/GameCard/GameOverview';
import { EmptyState, PageHeader } from '../../../components/Page';
import { RichText } from '../../../components/RichText';
import { usePageReady } from '../../../lib/loading';
import { useSession } from '../../../lib/session';
import { DirectoryListing } from '../../../shared/asset-browser';
import {
  drawDetails,
  drawListQueryOptions,
  isLive,
  parseDrawSlug,
  popularDrawGameQueryOptions,
} from '../api/draw-games';
import styles from './DrawGames.module.css';
import { frequencyChannels, sectionOf } from './sections';

const DRAW_TABS = [
  { value: 'overview', label: 'Overview' },
  { value: 'assets', label: 'Assets' },
] as const;
type DrawTab = (typeof DRAW_TABS)[number]['value'];

function isDrawTab(value: string | undefined): value is DrawTab {
  return DRAW_TABS.some((tab) => tab.value === value);
}

/** An unknown or retired draw game: the screen's own heading, a word and the way back. */
function NotFound() {
  return (
    <PageHeader
      eyebrow="Draw games"
      title="Draw Games"
      lead="This draw game is not available right now. It may have been retired or renamed."
      actions={
        <Button asChild variant="on-dark">
          <Link to="/draw-games">
            <ArrowLeft aria-hidden="true" /> All draw games
          </Link>
        </Button>
      }
    />
  );
}

function hostOf(address: string): string {
  try {
    return new URL(address).hostname;
  } catch {
    return address;
  }
}

function List({ values }: { values: string[] }) {
  return (
    <ul className={styles.factList}>
      {values.map((value) => (
        <li key={value}>{value}</li>
      ))}
    </ul>
  );
}

function Facts({ item }: { item: DrawGameSummary }) {
  const details = drawDetails(item);
  const channels = frequencyChannels(item);
  return (
    <>
      {details.jackpot ? <Fact label="Jackpot">{details.jackpot}</Fact> : null}
      {details.drawFrequency ? <Fact label="Draws">{details.drawFrequency}</Fact> : null}
      {details.drawDays?.length ? <Fact label="Draw days">{details.drawDays.join(', ')}</Fact> : null}
      {channels.length > 0 ? (
        <Fact label="Channels">
          <ul className={styles.channels}>
            {channels.map((channel) => (
              <li key={channel.value} className={styles.channel}>
                {channel.icon}
                {channel.label}
              </li>
            ))}
          </ul>
        </Fact>
      ) : null}
      {details.odds ? <Fact label="Odds">{details.odds}</Fact> : null}
      {details.ticketPrice ? <Fact label="Ticket price">{details.ticketPrice}</Fact> : null}
      {details.worksWith?.length ? (
        <Fact label="Works with">
          <List values={details.worksWith} />
        </Fact>
      ) : null}
      {details.website && /^https?:\/\//i.test(details.website) ? (
        <Fact label="Website">
          <a href={details.website} target="_blank" rel="noopener noreferrer" className={styles.external}>
            {hostOf(details.website)} <ExternalLink aria-hidden="true" />
          </a>
        </Fact>
      ) : null}
    </>
  );
}

function Overview({ item }: { item: DrawGameSummary }) {
  const details = drawDetails(item);
  const points = details.highlights ?? details.benefits ?? [];
  const screenshots = item.assetSlots?.screenshots ?? [];
  return (
    <GameOverview factsId="draw-facts" factsTitle="Key facts" facts={<Facts item={item} />}>
      <section aria-labelledby="draw-about">
        <h2 id="draw-about" className={styles.heading}>
          About {item.name}
        </h2>
        {details.description ? (
          <RichText html={details.description} className={styles.about} />
        ) : (
          <p className={styles.muted}>The full description is on its way.</p>
        )}
      </section>
      {points.length > 0 ? (
        <section aria-labelledby="draw-points" className={styles.block}>
          <h2 id="draw-points" className={styles.heading}>
            {details.benefits?.length ? 'Benefits' : 'Highlights'}
          </h2>
          <ul className={styles.points}>
            {points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        </section>
      ) : null}
      <Screenshots id="draw-screens" name={item.name} shots={screenshots} classes={styles} />
    </GameOverview>
  );
}

function FileList({ files }: { files: AssetRef[] }) {
  return (
    <ul className={styles.files}>
      {files.map((file) => (
        <li key={file.id} className={styles.file}>
          <span className={styles.fileIcon} aria-hidden="true">
            {artworkLink(file) ? <img src={artworkLink(file)!} alt="" loading="lazy" /> : <FileText />}
          </span>
          <span className={styles.fileName}>{file.name ?? `File ${file.id}`}</span>
          {file.link ? (
            <Button asChild size="sm" variant="secondary">
              <a href={file.link} download aria-label={`Download ${file.name ?? `file ${file.id}`}`}>
                <Download aria-hidden="true" /> Download
              </a>
            </Button>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** Downloads: the shared read-only listing of a popular draw game's tree, else its featured files. */
function Assets({
  item,
  treeRoot,
  loading,
}: {
  item: DrawGameSummary;
  treeRoot: number | null;
  loading: boolean;
}) {
  const { user } = useSession();
  const name = item.name;
  const files = item.downloadableAssets ?? item.assetSlots?.downloadableAssets ?? [];
  let body: ReactNode;
  // Without the asset permission the shared listing shows SPEC §2's message itself, with no call.
  if (!hasPermission(user, 'assets')) body = <DirectoryListing kind="popular-draw-game" readOnly />;
  else if (loading) body = <div className={styles.loadingBlock} aria-busy="true" />;
  else if (treeRoot !== null)
    body = (
      <DirectoryListing
        kind="popular-draw-game"
        rootId={treeRoot}
        rootLabel={name}
        readOnly
        showDownloadAll
        label={`${name} downloads`}
      />
    );
  else if (files.length > 0) body = <FileList files={files} />;
  else
    body = (
      <EmptyState icon={<FolderDown />} title="No downloads yet">
        <p>Logos, point-of-sale artwork and documents appear here as soon as they are published.</p>
      </EmptyState>
    );
  return (
    <section aria-labelledby="draw-downloads">
      <h2 id="draw-downloads" className={styles.heading}>
        Downloads
      </h2>
      {body}
    </section>
  );
}

/** /draw-games/:activeGameId/:activeTab?: one live draw game (activeGameId is '{kind}-{id}'). */
export function DrawGamePage({ slug, tabParam }: { slug: string; tabParam: string | undefined }) {
  const parsed = parseDrawSlug(slug);
  const { token } = useSession();
  const navigate = useNavigate();
  const list = useQuery({
    ...drawListQueryOptions(parsed?.kind ?? 'popular', token),
    enabled: parsed !== null,
  });
  const popular = useQuery({
    ...popularDrawGameQueryOptions(parsed?.id ?? 0, token),
    enabled: parsed?.kind === 'popular',
  });
  const item = parsed
    ? (list.data ?? []).find((entry) => entry.id === parsed.id && isLive(entry))
    : undefined;
  const loading = parsed !== null && list.isPending;
  usePageReady(!loading);

  const tab: DrawTab = isDrawTab(tabParam) ? tabParam : 'overview';
  const badTab = tabParam !== undefined && !isDrawTab(tabParam);
  useLayoutEffect(() => {
    if (badTab && parsed) navigate(`/draw-games/${slug}/overview`, { replace: true });
  }, [badTab, parsed, navigate, slug]);

  if (!parsed || (!loading && !item)) return <NotFound />;
  if (!item) return <GameHeroSkeleton backTo="/draw-games" backLabel="Draw Games" />;

  const section = sectionOf(parsed.kind);
  const details = drawDetails(item);
  const name = item.name;
  const treeRoot = parsed.kind === 'popular' ? (popular.data?.gameCentre?.[0]?.id ?? null) : null;
  const meta: ReactNode[] = [];
  if (details.jackpot)
    meta.push(
      <HeroFact key="jackpot" icon={<Trophy aria-hidden="true" />}>
        Jackpot {details.jackpot}
      </HeroFact>,
    );
  if (details.drawFrequency)
    meta.push(
      <HeroFact key="frequency" icon={<Clock3 aria-hidden="true" />}>
        {details.drawFrequency}
      </HeroFact>,
    );
  if (details.drawDays?.length)
    meta.push(
      <HeroFact key="days" icon={<CalendarDays aria-hidden="true" />}>
        {details.drawDays.join(', ')}
      </HeroFact>,
    );

  return (
    <article className={styles.detail}>
      <GameHero
        backTo={`/draw-games#${section.id}`}
        backLabel="Draw Games"
        name={name}
        backdrop={artworkLink(item.assetSlots?.hero?.[0]) ?? gameArtwork(item)}
        art={gameArtwork(item)}
        kicker={section.singular}
        meta={
          <>
            {details.tagline ? <span className={styles.tagline}>{details.tagline}</span> : null}
            {meta}
          </>
        }
        actions={
          <Button size="lg" variant="on-dark" onClick={() => navigate(`/draw-games/${slug}/assets`)}>
            <Download aria-hidden="true" /> Downloads
          </Button>
        }
      />
      <PageTabs
        tabs={DRAW_TABS}
        value={tab}
        onNavigate={(next) => navigate(`/draw-games/${slug}/${next}`)}
        label={`${name} sections`}
      >
        <PageTabPanel value="overview">
          <Overview item={item} />
        </PageTabPanel>
        <PageTabPanel value="assets">
          <Assets item={item} treeRoot={treeRoot} loading={parsed.kind === 'popular' && popular.isPending} />
        </PageTabPanel>
      </PageTabs>
    </article>
  );
}
