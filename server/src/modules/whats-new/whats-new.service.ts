import { hasPermission, nextVisitMark, type User } from '@portal/domain';
import type {
  WhatsNew,
  WhatsNewAsset,
  WhatsNewGame,
  WhatsNewQuery,
  WhatsNewSeen,
} from '@portal/domain/schemas';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Clock } from '../../lib/time.ts';
import type { ArrivedAsset } from '../assets/asset-arrivals.service.ts';
import type { AssetServices } from '../assets/asset-services.ts';
import type { GamesService } from '../games/games.service.ts';
import type { NewsService } from '../news/news.service.ts';
import { findVisitMark, saveVisitMark } from './whats-new.repository.ts';

/** The most stories one answer lists. */
const STORIES_LIMIT = 50;

export interface WhatsNewDeps {
  db: Kysely<Database>;
  clock: Clock;
  games: Pick<GamesService, 'arrivals'>;
  news: Pick<NewsService, 'publishedSince'>;
  assets: Pick<AssetServices, 'arrivals'>;
}

/** A window of time: what arrived after `from` and up to `until`. */
export interface Window {
  from: string;
  until: string;
}

/**
 * What arrived for a user (issue 29 item 3, decision 135): games released or added, files added to
 * the trees the one asset policy lets them read, stories published, for their regions, by game.
 */
export class WhatsNewService {
  constructor(private readonly deps: WhatsNewDeps) {}

  /** GET /api/whats-new: since the caller's last visit (or `since`), noting this request as activity. */
  async forCaller(user: User, query: WhatsNewQuery): Promise<WhatsNew> {
    const now = this.deps.clock();
    const mark = await findVisitMark(this.deps.db, user.id);
    const next = nextVisitMark(mark, now);
    if (next) await saveVisitMark(this.deps.db, user.id, next);
    const from = query.since ?? (next ?? mark)!.since;
    return this.collect(user, { from, until: now.toISOString() }, query.regions ?? []);
  }

  /** POST /api/whats-new/seen: the count starts again from `until` (the answer looked at), or now. */
  async markSeen(user: User, until: string | undefined): Promise<WhatsNewSeen> {
    const now = this.deps.clock().toISOString();
    const seenUntil = until !== undefined && until < now ? until : now;
    const mark = await findVisitMark(this.deps.db, user.id);
    const since = mark && mark.since > seenUntil ? mark.since : seenUntil;
    await saveVisitMark(this.deps.db, user.id, { lastActiveAt: now, since });
    return { since };
  }

  /** What arrived in the window for `user` in a region selection (empty: every region). */
  async collect(user: User, window: Window, regions: readonly string[]): Promise<WhatsNew> {
    const [assets, stories] = await Promise.all([
      hasPermission(user, 'assets')
        ? this.deps.assets.arrivals.addedBetween(user, window.from, window.until)
        : Promise.resolve([]),
      this.deps.news.publishedSince(window.from, regions, STORIES_LIMIT),
    ]);
    const withAssets = new Set(assets.flatMap((asset) => (asset.gameId === null ? [] : [asset.gameId])));
    const arrivals = await this.deps.games.arrivals(window, regions, withAssets);
    const games = new Map<number, WhatsNewGame>(
      arrivals.map(({ game, releaseDate, arrival }) => [
        game.id,
        {
          id: game.id,
          gameName: game.gameName,
          artwork: game.assets[0]?.thumbnail ?? game.assets[0]?.alink ?? null,
          releaseDate,
          arrival,
          assets: [],
        },
      ]),
    );
    const otherAssets: WhatsNewAsset[] = [];
    let assetCount = 0;
    for (const asset of assets) {
      // A game's file counts only while its game is in the selection and public.
      const group = asset.gameId === null ? otherAssets : games.get(asset.gameId)?.assets;
      if (!group) continue;
      group.push(presentAsset(asset));
      assetCount++;
    }
    const listedStories = stories
      .filter((story) => story.publishAt <= window.until)
      .map((story) => ({
        id: story.id,
        title: story.title,
        summary: story.summary,
        publishAt: story.publishAt,
        cover: story.cover?.thumbnail ?? null,
      }));
    const gameList = [...games.values()];
    return {
      since: window.from,
      until: window.until,
      count: gameList.filter((game) => game.arrival !== null).length + assetCount + listedStories.length,
      games: gameList,
      otherAssets,
      stories: listedStories,
    };
  }
}

function presentAsset(asset: ArrivedAsset): WhatsNewAsset {
  return {
    id: asset.id,
    name: asset.name,
    type: asset.type,
    folder: asset.folders.join(' / '),
    tree: asset.tree,
    page: asset.gameId === null ? '/asset-manager' : `/games/${asset.gameId}/assets`,
    link: asset.link,
    thumbnail: asset.thumbnail,
    addedAt: asset.addedAt,
  };
}
