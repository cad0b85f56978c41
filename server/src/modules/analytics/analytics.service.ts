import {
  canManageUser,
  csvLine,
  gameState,
  guestDaysRemaining,
  isGuestExpired,
  type Principal,
  todayIso,
  USER_GROUPS,
  USER_TYPES,
  type UserGroup,
  type UserType,
} from '@portal/domain';
import {
  type AnalyticsRange,
  analyticsRange,
  type DashboardSummary,
  DOWNLOADS_CSV_COLUMNS,
  type DownloadAnalytics,
  type DownloadAnalyticsQuery,
} from '@portal/domain/schemas';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { badRequest } from '../../lib/http-error.ts';
import type { Clock } from '../../lib/time.ts';
import {
  type DownloadFilter,
  type RecordCursor,
  selectNames,
  selectPerDay,
  selectPerOperator,
  selectPerRegion,
  selectRecordsPage,
  selectTopAssets,
  selectTopGames,
  selectTotals,
} from './analytics.repository.ts';
import {
  countOperators,
  countStaffAndOperatorUsers,
  selectGameStates,
  selectGuestExpiries,
} from './dashboard.repository.ts';

/** Guests whose last valid day falls within this many days from today count as expiring. */
const EXPIRING_WITHIN_DAYS = 7;
const CSV_PAGE = 2000;
const DAY_MS = 86_400_000;

/**
 * What the admin dashboard shows (issue 12 item 5): the counts of the catalogue, the accounts and
 * the operators, and the analytics of recorded downloads with a CSV export.
 */
export class AnalyticsService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
  ) {}

  /**
   * GET /api/dashboard/summary. The users counted are those the reader may manage (an AM does not see
   * SA and AM accounts in their lists, so their counts leave them out too; issue 28 item 8).
   */
  async summary(reader: Principal): Promise<DashboardSummary> {
    const now = this.clock();
    const [games, users, guests, operators] = await Promise.all([
      selectGameStates(this.db),
      countStaffAndOperatorUsers(this.db),
      selectGuestExpiries(this.db),
      countOperators(this.db),
    ]);
    const byType = Object.fromEntries(USER_TYPES.map((type) => [type, 0])) as Record<UserType, number>;
    const byGroup = Object.fromEntries(USER_GROUPS.map((group) => [group, 0])) as Record<UserGroup, number>;
    for (const row of users) {
      const group = { userType: row.user_type as UserType, userGroup: row.user_group as UserGroup };
      if (!canManageUser(reader, group)) continue;
      byType[row.user_type as UserType] += Number(row.count);
      byGroup[row.user_group as UserGroup] += Number(row.count);
    }
    let expiring = 0;
    for (const guest of guests) {
      if (guest.guest_expiry_start === null || guest.guest_expiry_days === null) continue;
      if (isGuestExpired(guest.guest_expiry_start, guest.guest_expiry_days, now)) continue;
      byType.guest += 1;
      byGroup.guest += 1;
      if (
        guestDaysRemaining(guest.guest_expiry_start, guest.guest_expiry_days, now) <= EXPIRING_WITHIN_DAYS
      ) {
        expiring += 1;
      }
    }
    return {
      games: countGameStates(games, todayIso(now)),
      users: { byType, byGroup, total: Object.values(byType).reduce((sum, n) => sum + n, 0) },
      guestsExpiringWithin7Days: expiring,
      operators,
    };
  }

  /** GET /api/analytics/downloads. */
  async downloads(query: DownloadAnalyticsQuery): Promise<DownloadAnalytics> {
    const range = this.range(query);
    const filter: DownloadFilter = { ...range, operator: query.operator };
    // One after the other: SQLite has one connection, and PostgreSQL gains little for its pool.
    const totals = await selectTotals(this.db, filter);
    const perDay = await selectPerDay(this.db, filter);
    const topAssets = await selectTopAssets(this.db, filter, query.top);
    const topGames = await selectTopGames(this.db, filter, query.top);
    const perOperator = await selectPerOperator(this.db, filter);
    const perRegion = await selectPerRegion(this.db, filter);
    const names = await selectNames(this.db, {
      assets: topAssets.map((row) => row.asset_id),
      games: [
        ...topGames.map((row) => Number(row.game_id)),
        ...topAssets.flatMap((row) => (Number(row.game_key) > 0 ? [Number(row.game_key)] : [])),
      ],
      operators: perOperator.flatMap((row) => (row.operator_id === null ? [] : [row.operator_id])),
    });

    const zips = Number(totals.zips);
    const byDay = new Map(perDay.map((row) => [row.day, row]));
    return {
      ...range,
      operator: query.operator ?? null,
      totals: {
        downloads: Number(totals.downloads),
        files: Number(totals.downloads) - zips,
        zips,
        bytes: Number(totals.bytes),
        users: Number(totals.users),
      },
      perDay: daysOf(range).map((date) => ({
        date,
        downloads: Number(byDay.get(date)?.downloads ?? 0),
        bytes: Number(byDay.get(date)?.bytes ?? 0),
      })),
      topAssets: topAssets.map((row) => ({
        assetId: row.asset_id,
        name: names.assets.get(row.asset_id) ?? row.recorded_name,
        context: names.games.get(Number(row.game_key)) ?? names.folders.get(row.asset_id) ?? null,
        kind: row.kind,
        downloads: Number(row.downloads),
        bytes: Number(row.bytes),
      })),
      topGames: topGames.map((row) => ({
        gameId: Number(row.game_id),
        gameName: names.games.get(Number(row.game_id)) ?? null,
        downloads: Number(row.downloads),
        bytes: Number(row.bytes),
      })),
      perOperator: perOperator.map((row) => ({
        operatorId: row.operator_id,
        operatorName: row.operator_id === null ? null : (names.operators.get(row.operator_id) ?? null),
        downloads: Number(row.downloads),
        bytes: Number(row.bytes),
      })),
      perRegion: perRegion.map((row) => ({ region: row.region, downloads: Number(row.downloads) })),
    };
  }

  /**
   * GET /api/analytics/downloads.csv: the range it covers (checked before anything is sent) and its
   * lines, header first, read page by page so a large export never sits in memory whole.
   */
  csv(query: DownloadAnalyticsQuery): { range: AnalyticsRange; lines: AsyncIterable<string> } {
    const range = this.range(query);
    const filter: DownloadFilter = { ...range, operator: query.operator };
    const db = this.db;
    async function* lines() {
      yield csvLine(DOWNLOADS_CSV_COLUMNS);
      let cursor: RecordCursor | null = null;
      for (;;) {
        const page = await selectRecordsPage(db, filter, cursor, CSV_PAGE);
        if (page.length === 0) return;
        yield page
          .map((row) =>
            csvLine([
              row.downloaded_at,
              row.kind,
              row.asset_id,
              row.asset_name,
              row.game_id,
              row.game_name,
              row.user_id,
              row.first_name === null ? null : `${row.first_name} ${row.surname ?? ''}`.trim(),
              row.operator_id,
              row.operator_name,
              row.region,
              Number(row.bytes),
            ]),
          )
          .join('');
        const last = page[page.length - 1]!;
        cursor = { downloadedAt: last.downloaded_at, id: last.id };
      }
    }
    return { range, lines: lines() };
  }

  private range(query: DownloadAnalyticsQuery): AnalyticsRange {
    const range = analyticsRange(query, todayIso(this.clock()));
    if ('error' in range) throw badRequest(range.error);
    return range;
  }
}

/** Every day of the range, oldest first. */
function daysOf(range: AnalyticsRange): string[] {
  const days: string[] = [];
  for (let t = Date.parse(range.from); t <= Date.parse(range.to); t += DAY_MS) {
    days.push(new Date(t).toISOString().slice(0, 10));
  }
  return days;
}

/** Live and roadmap games and all of them, each game's state by the one rule (domain gameState). */
function countGameStates(
  rows: { is_active: number; roadmap: number; release_date: string | null }[],
  today: string,
): { live: number; roadmap: number; total: number } {
  const states = rows.map((row) =>
    gameState(
      { isActive: row.is_active === 1, roadmap: row.roadmap === 1, releaseDate: row.release_date },
      today,
    ),
  );
  return {
    live: states.filter((state) => state === 'live').length,
    roadmap: states.filter((state) => state === 'roadmap').length,
    total: states.length,
  };
}
