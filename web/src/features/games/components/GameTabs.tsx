import { assetsAvailableFromSentence, findRegion, formatDate, matchesRegionSelection } from '@portal/domain';
import type { AssetRef, GameDetail, GameSummary, GameVideo } from '@portal/domain/schemas';
import { Clapperboard, FolderDown, Gamepad2, ImageIcon, MonitorSmartphone, Play, Trophy } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/Button';
import {
  artworkLink,
  channelLabel,
  enumLabel,
  GameArt,
  type GameView,
  gameArtwork,
  isMeaningful,
} from '../../../components/GameCard';
import { Fact, GameOverview, Screenshots } from '../../../components/GameCard/GameOverview';
import { EmptyState } from '../../../components/Page';
import { RichText } from '../../../components/RichText';
import { useOverlays } from '../../../lib/overlays';
import { useRegions } from '../../../lib/region';
import { releaseLine, videoTitle } from '../format';
import styles from './GameTabs.module.css';

function Lines({ count = 4 }: { count?: number }) {
  return (
    <div className={styles.lines} aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <span key={index} className={styles.line} style={{ width: `${92 - index * 11}%` }} />
      ))}
    </div>
  );
}

function Chips({ values }: { values: string[] }) {
  return (
    <ul className={styles.chips}>
      {values.map((value) => (
        <li key={value} className={styles.chip}>
          {value}
        </li>
      ))}
    </ul>
  );
}

/** Every region of the game with its own dates (SPEC §3), the selected ones first and marked. */
function RegionDates({ game }: { game: GameSummary }) {
  const { selection } = useRegions();
  const rows = (game.regions ?? []).map((entry) => ({
    key: entry.region,
    label: findRegion(entry.region)?.label ?? entry.region,
    date: entry.displayReleaseDate ?? entry.releaseDate ?? game.displayReleaseDate ?? game.releaseDate,
    selected: selection.length > 0 && matchesRegionSelection([entry.region], selection),
  }));
  if (rows.length === 0) return <span>All regions</span>;
  rows.sort((a, b) => Number(b.selected) - Number(a.selected) || a.label.localeCompare(b.label));
  return (
    <ul className={styles.regionDates}>
      {rows.map((row) => (
        <li key={row.key} data-selected={row.selected || undefined}>
          <span>{row.label}</span>
          {game.isReleaseDatePerRegion ? (
            <span className={styles.regionDate}>
              {formatDate(row.date ?? null, 'short') || 'To be confirmed'}
            </span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

export function OverviewTab({
  game,
  detail,
  loading,
  view,
}: {
  game: GameSummary;
  detail: GameDetail | null;
  loading: boolean;
  view: GameView | undefined;
}) {
  const screenshots = detail?.assetSlots?.screenshots ?? [];
  const channels = (game.channels ?? []).filter(isMeaningful).map(channelLabel);
  const features = (game.features ?? []).filter(isMeaningful).map(enumLabel);
  const themes = (game.themes ?? []).filter(isMeaningful).map(enumLabel);
  const softwareIds = (game.softwareIds ?? []).map((entry) => entry.softwareId).filter(Boolean);
  const description = detail?.description?.trim() ?? '';

  return (
    <GameOverview
      factsId="game-facts"
      factsTitle="Game facts"
      facts={
        <>
          <Fact label="Release">{releaseLine(view, 'long')}</Fact>
          {isMeaningful(game.gameType) ? <Fact label="Game type">{game.gameType}</Fact> : null}
          {isMeaningful(game.mechanic) ? <Fact label="Mechanic">{enumLabel(game.mechanic)}</Fact> : null}
          {channels.length > 0 ? (
            <Fact label="Channels">
              <Chips values={channels} />
            </Fact>
          ) : null}
          {features.length > 0 ? (
            <Fact label="Features">
              <Chips values={features} />
            </Fact>
          ) : null}
          {themes.length > 0 ? (
            <Fact label="Themes">
              <Chips values={themes} />
            </Fact>
          ) : null}
          <Fact label={game.isReleaseDatePerRegion ? 'Release dates by region' : 'Regions'}>
            <RegionDates game={game} />
          </Fact>
          {softwareIds.length > 0 ? <Fact label="Software IDs">{softwareIds.join(', ')}</Fact> : null}
        </>
      }
    >
      <section aria-labelledby="game-about">
        <h2 id="game-about" className={styles.heading}>
          About {game.gameName}
        </h2>
        {loading && !detail ? (
          <Lines />
        ) : description ? (
          <RichText html={description} className={styles.about} />
        ) : (
          <p className={styles.muted}>The full description of this game is on its way.</p>
        )}
      </section>
      <Screenshots id="game-screens" name={game.gameName} shots={screenshots} classes={styles} />
    </GameOverview>
  );
}

export function DemoTab({
  game,
  hasDemo,
  wide,
  tournaments,
}: {
  game: GameSummary;
  hasDemo: boolean;
  wide: boolean;
  tournaments: boolean;
}) {
  const { openDemo, setTournamentsVisible } = useOverlays();
  let stage: ReactNode;
  if (!hasDemo) {
    stage = (
      <EmptyState icon={<Gamepad2 />} title="No demo for this game yet">
        <p>Demos are added shortly before launch. Ask your account manager for an early preview.</p>
      </EmptyState>
    );
  } else if (!wide) {
    stage = (
      <EmptyState icon={<MonitorSmartphone />} title="Demos play on larger screens">
        <p>Turn your tablet sideways or open the portal on a desktop to play the {game.gameName} demo.</p>
      </EmptyState>
    );
  } else {
    stage = (
      <div className={styles.stage}>
        <GameArt src={gameArtwork(game)} name={game.gameName} className={styles.stageArt} />
        <div className={styles.stageContent}>
          <p className={styles.stageKicker}>Playable demo</p>
          <h2 className={styles.stageTitle}>Try {game.gameName}</h2>
          <p className={styles.stageText}>
            The demo runs in a secure frame with play money, exactly as players see it.
          </p>
          <Button size="lg" onClick={() => openDemo(game.id)}>
            <Play aria-hidden="true" /> Play demo
          </Button>
        </div>
      </div>
    );
  }
  return (
    <div className={styles.demo}>
      {stage}
      {tournaments ? (
        <section className={styles.tournaments} aria-labelledby="game-tournaments">
          <span className={styles.tournamentsIcon} aria-hidden="true">
            <Trophy />
          </span>
          <div>
            <h2 id="game-tournaments" className={styles.heading}>
              Tournaments demo
            </h2>
            <p className={styles.muted}>See how leaderboards and prize tournaments run around our games.</p>
          </div>
          <Button variant="secondary" onClick={() => setTournamentsVisible(true)}>
            Open tournaments demo
          </Button>
        </section>
      ) : null}
    </div>
  );
}

export function VideosTab({
  game,
  videos,
  loading,
}: {
  game: GameSummary;
  videos: GameVideo[];
  loading: boolean;
}) {
  const { openVideo } = useOverlays();
  if (loading && videos.length === 0) return <Lines count={3} />;
  if (videos.length === 0) {
    return (
      <EmptyState icon={<Clapperboard />} title="No videos yet">
        <p>Trailers and gameplay videos of {game.gameName} appear here when they are published.</p>
      </EmptyState>
    );
  }
  return (
    <ul className={styles.videos}>
      {videos.map((video, index) => {
        const title = video.title || `Video ${index + 1}`;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: the same video may be listed twice under two titles
          <li key={`${video.video}-${index}`}>
            <button
              type="button"
              className={styles.video}
              aria-label={`Play video: ${title}`}
              onClick={() => openVideo(video.video, videoTitle(game.gameName, title))}
            >
              <span className={styles.videoArt}>
                <GameArt src={gameArtwork(game)} name={game.gameName} />
                <span className={styles.play} aria-hidden="true">
                  <Play />
                </span>
              </span>
              <span className={styles.videoTitle}>{title}</span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}

function artworkOf(detail: GameDetail | null, game: GameSummary): { label: string; asset: AssetRef }[] {
  const slots: Partial<GameDetail['assetSlots']> = detail?.assetSlots ?? {};
  const entries: { label: string; asset: AssetRef }[] = [];
  for (const asset of slots.logo ?? []) entries.push({ label: 'Logo', asset });
  for (const asset of slots.hero ?? []) entries.push({ label: 'Hero', asset });
  for (const asset of slots.thumbnail ?? game.assets ?? []) entries.push({ label: 'Thumbnail', asset });
  for (const asset of slots.screenshots ?? []) entries.push({ label: 'Screenshot', asset });
  return entries.filter((entry) => artworkLink(entry.asset) !== null);
}

export function AssetsTab({
  game,
  detail,
  loading,
}: {
  game: GameSummary;
  detail: GameDetail | null;
  loading: boolean;
}) {
  const { openAssets } = useOverlays();
  const files = detail?.downloadableAssets ?? [];
  const artwork = artworkOf(detail, game);
  // Before its release in the user's regions the game's downloads are held back (decision 150).
  const assetsFrom = detail?.assetsFrom ?? null;
  return (
    <div className={styles.assets}>
      <section className={styles.downloads} aria-labelledby="game-downloads">
        <span className={styles.downloadsIcon} aria-hidden="true">
          <FolderDown />
        </span>
        <div className={styles.downloadsText}>
          <h2 id="game-downloads" className={styles.heading}>
            Game downloads
          </h2>
          {assetsFrom ? (
            <>
              <p className={styles.arrival}>{assetsAvailableFromSentence(assetsFrom)}</p>
              <p className={styles.muted}>
                Launch kits, marketing artwork and documents for {game.gameName} arrive on its release in your
                regions.
              </p>
            </>
          ) : (
            <p className={styles.muted}>
              Launch kits, marketing artwork and documents for {game.gameName}
              {files.length > 0
                ? `, including ${files.length} featured ${files.length === 1 ? 'file' : 'files'}`
                : ''}
              .
            </p>
          )}
        </div>
        {assetsFrom ? null : (
          <Button onClick={() => openAssets(game.id)}>
            <FolderDown aria-hidden="true" /> Open downloads
          </Button>
        )}
      </section>
      <section aria-labelledby="game-artwork" className={styles.block}>
        <h2 id="game-artwork" className={styles.heading}>
          Artwork
        </h2>
        {loading && !detail ? (
          <Lines count={2} />
        ) : artwork.length > 0 ? (
          <ul className={styles.artwork}>
            {artwork.map(({ label, asset }) => (
              <li key={`${label}-${asset.id}`} className={styles.artworkItem}>
                <span className={styles.artworkImage}>
                  <img src={artworkLink(asset)!} alt="" loading="lazy" />
                </span>
                <span className={styles.artworkLabel}>{label}</span>
                {asset.name ? <span className={styles.artworkName}>{asset.name}</span> : null}
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.muted}>
            <ImageIcon aria-hidden="true" className={styles.inlineIcon} /> Artwork for this game is on its
            way.
          </p>
        )}
      </section>
    </div>
  );
}
