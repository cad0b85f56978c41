import { formatDate, PROFILE_PATH } from '@portal/domain';
import type { WhatsNew, WhatsNewAsset, WhatsNewGame } from '@portal/domain/schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CheckCheck, FileText, Image as ImageIcon, Inbox, Mail, Newspaper } from 'lucide-react';
import { Link } from 'react-router';
import { Button, TryAgainButton } from '../../../components/Button';
import { ButtonLink } from '../../../components/ButtonLink';
import { Container, EmptyState, PageHeader } from '../../../components/Page';
import { usePageReady } from '../../../lib/loading';
import { regionScope, useRegions } from '../../../lib/region';
import {
  digestSettingsQueryOptions,
  markWhatsNewSeen,
  whatsNewKey,
  whatsNewQueryOptions,
} from '../api/whats-new';
import styles from './WhatsNew.module.css';

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', {
    day: 'numeric',
    month: 'long',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'UTC',
    timeZoneName: 'short',
  });

function AssetItem({ asset }: { asset: WhatsNewAsset }) {
  return (
    <li className={styles.asset}>
      {asset.thumbnail ? (
        <img className={styles.assetThumb} src={asset.thumbnail} alt="" loading="lazy" />
      ) : (
        <span className={styles.assetIcon} aria-hidden="true">
          {asset.type === 'image' ? <ImageIcon /> : <FileText />}
        </span>
      )}
      <span className={styles.assetText}>
        <Link to={asset.page} className={styles.assetName}>
          {asset.name}
        </Link>
        <span className={styles.assetFolder}>
          {asset.folder ? `${asset.tree} / ${asset.folder}` : asset.tree}
        </span>
      </span>
    </li>
  );
}

function arrivalText(game: WhatsNewGame): string | null {
  if (game.arrival === 'released') return `Released ${formatDate(game.releaseDate, 'long')}`;
  if (game.arrival === 'added') return 'New in the catalogue';
  return null;
}

function GameGroup({ game }: { game: WhatsNewGame }) {
  const arrival = arrivalText(game);
  return (
    <li className={styles.game}>
      <Link to={`/games/${game.id}`} className={styles.gameArt} tabIndex={-1} aria-hidden="true">
        {game.artwork ? (
          <img src={game.artwork} alt="" loading="lazy" />
        ) : (
          <span className={styles.gameArtEmpty} />
        )}
      </Link>
      <div className={styles.gameBody}>
        <h3 className={styles.gameName}>
          <Link to={`/games/${game.id}`}>{game.gameName}</Link>
        </h3>
        {arrival ? <p className={styles.tag}>{arrival}</p> : null}
        {game.assets.length > 0 ? (
          <>
            <p className={styles.assetCount}>
              {game.assets.length} new {game.assets.length === 1 ? 'asset' : 'assets'}
            </p>
            <ul className={styles.assets}>
              {game.assets.map((asset) => (
                <AssetItem key={asset.id} asset={asset} />
              ))}
            </ul>
          </>
        ) : null}
      </div>
    </li>
  );
}

function Listing({ news }: { news: WhatsNew }) {
  return (
    <>
      {news.games.length > 0 ? (
        <section aria-labelledby="whats-new-games" className={styles.section}>
          <h2 id="whats-new-games" className={styles.sectionTitle}>
            Games
          </h2>
          <ul className={styles.games}>
            {news.games.map((game) => (
              <GameGroup key={game.id} game={game} />
            ))}
          </ul>
        </section>
      ) : null}
      {news.otherAssets.length > 0 ? (
        <section aria-labelledby="whats-new-library" className={styles.section}>
          <h2 id="whats-new-library" className={styles.sectionTitle}>
            Resource library and documents
          </h2>
          <ul className={`${styles.assets} ${styles.panel}`}>
            {news.otherAssets.map((asset) => (
              <AssetItem key={asset.id} asset={asset} />
            ))}
          </ul>
        </section>
      ) : null}
      {news.stories.length > 0 ? (
        <section aria-labelledby="whats-new-stories" className={styles.section}>
          <h2 id="whats-new-stories" className={styles.sectionTitle}>
            Stories
          </h2>
          <ul className={styles.stories}>
            {news.stories.map((story) => (
              <li key={story.id} className={styles.story}>
                {story.cover ? (
                  <img className={styles.storyCover} src={story.cover} alt="" loading="lazy" />
                ) : null}
                <div>
                  <h3 className={styles.gameName}>
                    <Link to={`/news-events/post/${story.id}`}>{story.title}</Link>
                  </h3>
                  <p className={styles.storySummary}>{story.summary}</p>
                </div>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}

/**
 * /whats-new: what arrived since the last visit, grouped by game (issue 29 item 3). Looking does
 * not empty the count; "Mark all as seen" does, and so does coming back after a pause (decision 135).
 */
export function WhatsNewPage() {
  const { selection } = useRegions();
  const queryClient = useQueryClient();
  const query = useQuery(whatsNewQueryOptions(selection));
  const digest = useQuery(digestSettingsQueryOptions());
  const seen = useMutation({
    mutationFn: (until: string) => markWhatsNewSeen(until),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: whatsNewKey }),
  });
  usePageReady(!query.isPending);
  const news = query.data;
  const digestText =
    digest.data?.frequency === 'none'
      ? 'Get this by e-mail'
      : digest.data
        ? `E-mail digest: ${digest.data.frequency}`
        : 'E-mail digest';

  return (
    <>
      <PageHeader
        eyebrow={news ? `Since ${when(news.since)}` : 'Since your last visit'}
        title="What's new"
        lead={
          news
            ? `${news.count} new ${news.count === 1 ? 'item' : 'items'} for ${regionScope(selection)}.`
            : undefined
        }
        actions={
          <>
            {news && news.count > 0 ? (
              <Button variant="on-dark" onClick={() => seen.mutate(news.until)} disabled={seen.isPending}>
                <CheckCheck aria-hidden="true" /> Mark all as seen
              </Button>
            ) : null}
            <ButtonLink to={PROFILE_PATH} variant="on-dark">
              <Mail aria-hidden="true" /> {digestText}
            </ButtonLink>
          </>
        }
      />
      <Container>
        <div className={styles.page}>
          {query.isError ? (
            <EmptyState icon={<Inbox />} title="What's new could not be loaded">
              <TryAgainButton onClick={() => void query.refetch()} />
            </EmptyState>
          ) : !news ? (
            <p className={styles.loading}>Loading…</p>
          ) : news.count === 0 ? (
            <EmptyState
              icon={<Newspaper />}
              title="Nothing new since your last visit"
              actions={<ButtonLink to="/games">Browse the games</ButtonLink>}
            >
              New games, assets and stories for your regions will show here as they arrive.
            </EmptyState>
          ) : (
            <Listing news={news} />
          )}
        </div>
      </Container>
    </>
  );
}
