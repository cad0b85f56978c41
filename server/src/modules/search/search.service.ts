import {
  type AssetShelf,
  canSeeDrawGame,
  canSeeGame,
  compareHits,
  excerptParts,
  markMatches,
  matchesRegionSelection,
  newsState,
  queryWords,
  searchResultHref,
  type User,
} from '@portal/domain';
import {
  type ContentPage,
  DRAW_GAME_KINDS,
  type DrawGameKind,
  SEARCH_KINDS,
  SEARCH_MESSAGES,
  type SearchAnswer,
  type SearchKind,
  type SearchQuery,
  type SearchResult,
} from '@portal/domain/schemas';
import type { Kysely } from 'kysely';
import type { Dialect } from '../../db/kysely.ts';
import type { Database } from '../../db/schema.ts';
import { badRequest } from '../../lib/http-error.ts';
import type { Clock } from '../../lib/time.ts';
import type { AssetAccess } from '../assets/asset-access.service.ts';
import { treeOf } from '../assets/asset-policy.ts';
import {
  type FoundDocument,
  findDocuments,
  SEARCH_CANDIDATES_MAX,
  selectAssetPlaces,
  selectDocumentDetails,
  selectDrawGameLive,
  selectGameVisibility,
  selectStoryVisibility,
} from './search.repository.ts';

export interface SearchDeps {
  db: Kysely<Database>;
  dialect: Dialect;
  /** The one asset policy, asked for the candidates. */
  assets: Pick<AssetAccess, 'readableAmong'>;
  clock: Clock;
}

type DocumentDetails = Awaited<ReturnType<typeof selectDocumentDetails>>[number];

/** A candidate the caller may read, with where it opens. */
interface Hit {
  kind: SearchKind;
  id: number | string;
  title: string;
  score: number;
  document: FoundDocument;
  href: string;
}

/** The shelf of /asset-manager that shows a tree; the resource library and the others have none. */
const SHELF_OF_ROOT: Record<string, AssetShelf> = {
  'document-centre': 'documents',
  'financial-document-centre': 'financial',
};

/**
 * GET /api/search (issue 29, decision 131): the index's candidates for the words typed, kept only
 * where the caller may read them (games and draw games under their visibility rules, assets under
 * the assets module's policy, live stories, every page: their reads are public) and within the
 * selected regions (a game's assets follow the game's regions), ranked by the domain's rule, the
 * matched words marked, paged by an offset cursor.
 */
export class SearchService {
  constructor(private readonly deps: SearchDeps) {}

  async search(query: SearchQuery, user: User | null): Promise<SearchAnswer> {
    const offset = readCursor(query.cursor);
    const words = queryWords(query.q);
    const found = await findDocuments(this.deps.db, this.deps.dialect, words);
    const hits = await this.readable(found, user, query.regions ?? []);
    const counts = Object.fromEntries(SEARCH_KINDS.map((kind) => [kind, 0])) as SearchAnswer['counts'];
    for (const hit of hits) counts[hit.kind] += 1;
    const wanted = hits.filter((hit) => query.kinds.includes(hit.kind)).sort(compareHits(query.q));
    const page = wanted.slice(offset, offset + query.limit);
    const next = offset + page.length;
    const details = new Map(
      (
        await selectDocumentDetails(
          this.deps.db,
          page.map((hit) => hit.document.id),
        )
      ).map((row) => [row.id, row]),
    );
    return {
      results: page.map((hit) => present(hit, details.get(hit.document.id)!, words)),
      counts,
      nextCursor: next < wanted.length ? writeCursor(next) : null,
    };
  }

  private async readable(found: FoundDocument[], user: User | null, regions: string[]): Promise<Hit[]> {
    const { db } = this.deps;
    const of = (kind: SearchKind) => found.filter((document) => document.kind === kind);
    const hits: Hit[] = [];
    const hit = (document: FoundDocument, id: number | string, href: string) =>
      hits.push({ kind: document.kind, id, title: document.title, score: document.score, document, href });

    const games = of('game');
    const gameIds = games.map((document) => Number(document.record_key));
    const assets = of('asset');
    const places = await selectAssetPlaces(
      db,
      assets.map((document) => Number(document.record_key)),
    );
    const ownerGameIds = places.flatMap((place) => {
      const owner = treeOf(place.root_key);
      return owner?.tree.owner === 'game' && owner.ownerId !== null ? [owner.ownerId] : [];
    });
    const gameRows = new Map(
      (await selectGameVisibility(db, [...new Set([...gameIds, ...ownerGameIds])])).map((game) => [
        game.id,
        game,
      ]),
    );
    const inSelection = (itemRegions: string[]) => matchesRegionSelection(itemRegions, regions);

    for (const document of games) {
      const game = gameRows.get(Number(document.record_key));
      if (game && canSeeGame(user, game) && inSelection(game.regions))
        hit(document, game.id, searchResultHref({ kind: 'game', id: game.id }));
    }

    const drawGames = of('drawGame');
    for (const kind of DRAW_GAME_KINDS) {
      const ofKind = drawGames.filter((document) => document.record_key.startsWith(`${kind}-`));
      const live = new Map(
        (
          await selectDrawGameLive(
            db,
            kind,
            ofKind.map((document) => drawGameId(document, kind)),
          )
        ).map((row) => [row.id, row]),
      );
      for (const document of ofKind) {
        const id = drawGameId(document, kind);
        const row = live.get(id);
        if (row && canSeeDrawGame(user, row))
          hit(document, document.record_key, searchResultHref({ kind: 'drawGame', drawKind: kind, id }));
      }
    }

    const placeOf = new Map(places.map((place) => [place.id, place]));
    const readableAssets = new Set(
      (await this.deps.assets.readableAmong(user, places)).map((place) => place.id),
    );
    for (const document of assets) {
      const place = placeOf.get(Number(document.record_key));
      if (!place || place.parent_id === null || !readableAssets.has(place.id)) continue;
      const owner = treeOf(place.root_key);
      if (owner?.tree.owner === 'game' && owner.ownerId !== null) {
        const game = gameRows.get(owner.ownerId);
        if (!game || !inSelection(game.regions)) continue;
      }
      const shelf = SHELF_OF_ROOT[place.root_key] ?? (owner?.tree.owner === 'user' ? 'mine' : null);
      const gameId = owner?.tree.owner === 'game' ? owner.ownerId : null;
      hit(
        document,
        place.id,
        searchResultHref({ kind: 'asset', id: place.id, folderId: place.parent_id, shelf, gameId }),
      );
    }

    const stories = of('news');
    const now = this.deps.clock();
    const storyRows = new Map(
      (
        await selectStoryVisibility(
          db,
          stories.map((document) => Number(document.record_key)),
        )
      ).map((story) => [story.id, story]),
    );
    for (const document of stories) {
      const story = storyRows.get(Number(document.record_key));
      // Only live stories, for everyone: the search is no editor's tool.
      if (story && newsState(story, now) === 'published' && inSelection(story.regions))
        hit(document, story.id, searchResultHref({ kind: 'news', id: story.id }));
    }

    for (const document of of('page')) {
      const page = document.record_key as ContentPage;
      hit(document, page, searchResultHref({ kind: 'page', id: page }));
    }
    return hits;
  }
}

function drawGameId(document: FoundDocument, kind: DrawGameKind): number {
  return Number(document.record_key.slice(kind.length + 1));
}

function present(hit: Hit, document: DocumentDetails, words: string[]): SearchResult {
  const isAsset = hit.kind === 'asset';
  return {
    kind: hit.kind,
    id: hit.id,
    title: hit.title,
    titleParts: markMatches(hit.title, words),
    excerptParts: isAsset ? [] : excerptParts(document.excerpt, words),
    path: isAsset ? (JSON.parse(document.path) as string[]) : [],
    href: hit.href,
    ...(isAsset && document.file_type ? { fileType: document.file_type as SearchResult['fileType'] } : {}),
  };
}

/** The cursor is the offset of the next result in the ranked list, as base64url text. */
function writeCursor(offset: number): string {
  return Buffer.from(`o:${offset}`).toString('base64url');
}

function readCursor(cursor: string | undefined): number {
  if (cursor === undefined || cursor === '') return 0;
  const match = /^o:(\d{1,5})$/.exec(Buffer.from(cursor, 'base64url').toString());
  const offset = match ? Number(match[1]) : Number.NaN;
  if (!(offset >= 0 && offset <= SEARCH_CANDIDATES_MAX)) throw badRequest(SEARCH_MESSAGES.cursor);
  return offset;
}
