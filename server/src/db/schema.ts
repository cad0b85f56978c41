import type { DrawGameKind } from '@portal/domain/schemas';
import type { Generated } from 'kysely';

/**
 * The tables as Kysely sees them. Flags are stored as 0/1 integers and dates as ISO text in both
 * SQLite and PostgreSQL, so one set of queries serves both (see docs/decisions/002-portable-sql.md).
 */
export interface Database {
  users: UsersTable;
  user_regions: UserRegionsTable;
  sessions: SessionsTable;
  password_links: PasswordLinksTable;
  operators: OperatorsTable;
  operator_regions: OperatorRegionsTable;
  globals: GlobalsTable;
  logs: LogsTable;
  client_events: ClientEventsTable;
  sso_identities: SsoIdentitiesTable;
  sso_logins: SsoLoginsTable;
  sso_handoffs: SsoHandoffsTable;
  assets: AssetsTable;
  asset_trash: AssetTrashTable;
  games: GamesTable;
  game_regions: GameRegionsTable;
  game_channels: GameValuesTable;
  game_features: GameValuesTable;
  game_themes: GameValuesTable;
  game_software_ids: GameSoftwareIdsTable;
  game_videos: GameVideosTable;
  game_assets: GameAssetsTable;
  popular_draw_games: DrawGamesTable;
  frequency_draw_games: DrawGamesTable;
  enhanced_features: DrawGamesTable;
  frequency_draw_game_channels: FrequencyDrawGameChannelsTable;
  draw_game_assets: DrawGameAssetsTable;
  draw_game_revisions: DrawGameRevisionsTable;
  news_stories: NewsStoriesTable;
  news_tags: NewsTagsTable;
  news_regions: NewsRegionsTable;
  news_region_dates: NewsRegionDatesTable;
  news_revisions: NewsRevisionsTable;
  content_documents: ContentDocumentsTable;
  content_revisions: ContentRevisionsTable;
  roadmap_months: RoadmapMonthsTable;
  download_records: DownloadRecordsTable;
  download_day_totals: DownloadDayTotalsTable;
  download_day_assets: DownloadDayAssetsTable;
  download_operator_day_assets: DownloadOperatorDayAssetsTable;
  download_day_regions: DownloadDayRegionsTable;
  download_day_users: DownloadDayUsersTable;
  server_secrets: ServerSecretsTable;
  mfa_passkeys: MfaPasskeysTable;
  mfa_totp: MfaTotpTable;
  mfa_recovery_codes: MfaRecoveryCodesTable;
  mfa_challenges: MfaChallengesTable;
  search_documents: SearchDocumentsTable;
  whats_new_visits: WhatsNewVisitsTable;
  digest_subscriptions: DigestSubscriptionsTable;
  digest_runs: DigestRunsTable;
}

/** Each draw-game kind's table; the three have the same columns. */
export const DRAW_GAME_TABLES = {
  popular: 'popular_draw_games',
  frequency: 'frequency_draw_games',
  enhanced: 'enhanced_features',
} as const satisfies Record<DrawGameKind, keyof Database>;

export interface UsersTable {
  id: Generated<number>;
  email: string;
  first_name: string;
  surname: string;
  user_type: string;
  user_group: string;
  track_name: string;
  hash: string;
  password_hash: string | null;
  operator_id: number | null;
  guest_slug: string | null;
  guest_expiry_start: string | null;
  guest_expiry_days: number | null;
  /** The admin who created the guest, mailed before it expires. */
  guest_sponsor_id: number | null;
  /** When that mail was claimed; cleared when the guest's dates change. */
  guest_reminder_sent_at: string | null;
  active: number;
  created_at: string;
  updated_at: string;
}

export interface UserRegionsTable {
  user_id: number;
  region: string;
  is_default: number;
}

export interface SessionsTable {
  id: string;
  user_id: number;
  created_at: string;
  expires_at: string;
  ended_at: string | null;
}

export interface PasswordLinksTable {
  /** SHA-256 (hex) of the secret in the link; the secret itself is only in the mail. */
  token_hash: string;
  user_id: number;
  purpose: 'set' | 'reset';
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface OperatorsTable {
  id: Generated<number>;
  name: string;
  /** The name lower-cased, unique: two operators never differ only in case. */
  name_key: string | null;
  /** The logo: an image in the operator's asset tree (`operator:{id}`) or reused from the library. */
  logo_asset_id: number | null;
  created_at: string;
}

export interface OperatorRegionsTable {
  operator_id: number;
  region: string;
}

export interface GlobalsTable {
  key: string;
  value: string;
}

/** Folders and files of every asset tree (migration 002). */
export interface AssetsTable {
  id: Generated<number>;
  parent_id: number | null;
  root_key: string;
  name: string;
  /** The name lower-cased (assetNameKey): unique per parent, so names differ by more than case. */
  name_key: string | null;
  type: 'folder' | 'image' | 'file';
  blob_sha256: string | null;
  size: number | null;
  mime_type: string | null;
  icon_override: string | null;
  thumbnail_sha256: string | null;
  preview_sha256: string | null;
  width: number | null;
  height: number | null;
  is_hero: number;
  created_at: string;
  updated_at: string;
}

/** An item in the trash (migration 025): where it was, who deleted it and when. */
export interface AssetTrashTable {
  id: Generated<number>;
  asset_id: number;
  /** The root key of the tree it was deleted from. */
  root_key: string;
  /** The folder it was in; null once that folder is purged. */
  parent_id: number | null;
  /** 'Resource Library / Logos / Old', as the folder chain read when it was deleted. */
  original_path: string;
  deleted_by: number | null;
  deleted_by_name: string;
  deleted_at: string;
  purge_claimed_at: string | null;
}

/** Games and their lists (migration 003). */
export interface GamesTable {
  id: Generated<number>;
  game_name: string;
  name_key: string;
  is_active: number;
  roadmap: number;
  live: number;
  featured: number;
  release_date: string | null;
  display_release_date: string | null;
  is_release_date_per_region: number;
  description: string;
  game_type: string;
  mechanic: string;
  demo_override: string | null;
  demo_fallback: string | null;
  demo_technology: string | null;
  demo_environment: string | null;
  demo_currency: string | null;
  demo_software_id: string | null;
  software_id: string | null;
  created_at: string;
  updated_at: string;
}

export interface GameRegionsTable {
  game_id: number;
  region: string;
  release_date: string | null;
  display_release_date: string | null;
}

/** game_channels, game_features and game_themes: one enumeration value per row. */
export interface GameValuesTable {
  game_id: number;
  value: string;
}

export interface GameSoftwareIdsTable {
  game_id: number;
  position: number;
  software_id: string;
}

export interface GameVideosTable {
  game_id: number;
  position: number;
  title: string;
  video: string;
}

export interface GameAssetsTable {
  game_id: number;
  slot: string;
  position: number;
  asset_id: number;
}

/** popular_draw_games, frequency_draw_games and enhanced_features (migration 004). */
export interface DrawGamesTable {
  id: Generated<number>;
  name: string;
  live: number;
  /** The fields the item's page shows, as JSON. */
  details: string;
  created_at: string;
  updated_at: string;
  /** The number of the latest save (migration 021; 0 before its first save with revisions). */
  revision: Generated<number>;
}

export interface FrequencyDrawGameChannelsTable {
  frequency_draw_game_id: number;
  channel: string;
}

export interface DrawGameAssetsTable {
  kind: string;
  draw_game_id: number;
  slot: string;
  position: number;
  asset_id: number;
}

/** A draw game's words as one save left them (migration 021); `kind` names its table. */
export interface DrawGameRevisionsTable {
  kind: string;
  draw_game_id: number;
  revision: number;
  document: string;
  saved_at: string;
  saved_by_id: number | null;
  saved_by: string | null;
}

export interface LogsTable {
  id: Generated<number>;
  user_id: number | null;
  description: string;
  game_id: number | null;
  /** The user an audit entry is about; no foreign key, so it outlives the user. */
  target_user_id: number | null;
  data: string | null;
  created_at: string;
}

/** Events the app reported through logs/create (migration 022), apart from the audit trail in logs. */
export interface ClientEventsTable {
  id: Generated<number>;
  author_id: number | null;
  /** SPEC's `user` field as the client sent it. */
  reported_user: string | null;
  description: string;
  game_id: number | null;
  data: string | null;
  created_at: string;
}

/** News stories (migration 008). status is 'draft' or 'published'; publish_at ISO UTC text. */
export interface NewsStoriesTable {
  id: Generated<number>;
  title: string;
  summary: string;
  /** Sanitised HTML. */
  body: string;
  category: string;
  featured: number;
  status: string;
  publish_at: string;
  cover_asset_id: number | null;
  event_start: string | null;
  event_end: string | null;
  event_place: string | null;
  created_by: number | null;
  updated_by: number | null;
  created_at: string;
  updated_at: string;
  /** Counts the saves since migration 015; a save names the one it started from (decision 070). */
  revision: Generated<number>;
}

export interface NewsTagsTable {
  news_id: number;
  position: number;
  tag: string;
  tag_key: string;
}

export interface NewsRegionsTable {
  news_id: number;
  region: string;
}

/** A story's day in a region, 'YYYY-MM-DD' (migration 027, decision 151). */
export interface NewsRegionDatesTable {
  news_id: number;
  region: string;
  publish_date: string;
}

/** The saved document of each public page (migration 008); the latest of its revisions. */
export interface ContentDocumentsTable {
  page: string;
  document: string;
  revision: number;
  updated_at: string;
  updated_by: string | null;
}

export interface ContentRevisionsTable {
  page: string;
  revision: number;
  document: string;
  saved_at: string;
  saved_by_id: number | null;
  saved_by: string | null;
}

/** Every save of a story: the story as saved, as JSON (migration 015). */
export interface NewsRevisionsTable {
  news_id: number;
  revision: number;
  document: string;
  saved_at: string;
  saved_by_id: number | null;
  saved_by: string | null;
}

/** The month a game on the pipeline is planned for, per region (migration 009). */
export interface RoadmapMonthsTable {
  game_id: number;
  region: string;
  month: string;
}

/** One file or zip download (migration 009); no foreign keys, so the history outlives what it names. */
export interface DownloadRecordsTable {
  id: Generated<number>;
  downloaded_at: string;
  /** 'YYYY-MM-DD' (UTC) of downloaded_at. */
  day: string;
  kind: 'file' | 'zip';
  asset_id: number;
  asset_name: string;
  game_id: number | null;
  user_id: number | null;
  operator_id: number | null;
  region: string | null;
  bytes: number;
}

/*
 * The per-day summaries of download_records (migration 011), kept with the records. Keys hold no
 * NULL: operator_key and game_key 0 mean none, region_key '' means none.
 */
export interface DownloadDayTotalsTable {
  day: string;
  operator_key: number;
  downloads: number;
  zips: number;
  bytes: number;
}

export interface DownloadDayAssetsTable {
  day: string;
  asset_id: number;
  kind: 'file' | 'zip';
  game_key: number;
  /** A name it was recorded under that day (the latest written), for an asset since deleted. */
  asset_name: string;
  downloads: number;
  bytes: number;
}

export interface DownloadOperatorDayAssetsTable extends DownloadDayAssetsTable {
  operator_key: number;
}

export interface DownloadDayRegionsTable {
  day: string;
  operator_key: number;
  region_key: string;
  downloads: number;
}

export interface DownloadDayUsersTable {
  day: string;
  operator_key: number;
  user_id: number;
  downloads: number;
}

/** Secrets the server generates for itself (migration 012), such as the token signing secret. */
export interface ServerSecretsTable {
  name: string;
  value: string;
  created_at: string;
}

/** An account's identity at the company's identity provider (migration 028). */
export interface SsoIdentitiesTable {
  issuer: string;
  subject: string;
  user_id: number;
  created_at: string;
  last_sign_in_at: string;
}

/** A company sign-in between its start and its callback: single-use, short-lived. */
export interface SsoLoginsTable {
  state_hash: string;
  nonce: string;
  code_verifier: string;
  expires_at: string;
}

/** The one-time code a finished company sign-in leaves for the web app to exchange for a token. */
export interface SsoHandoffsTable {
  code_hash: string;
  user_id: number;
  expires_at: string;
}

/** A passkey of an SA or AM (migration 029); public_key is base64url, transports a JSON list. */
export interface MfaPasskeysTable {
  credential_id: string;
  user_id: number;
  name: string;
  public_key: string;
  counter: number;
  transports: string;
  created_at: string;
  last_used_at: string | null;
}

/** An account's TOTP app (migration 029); unconfirmed until its first code. */
export interface MfaTotpTable {
  user_id: number;
  secret: string;
  created_at: string;
  confirmed_at: string | null;
  last_time_step: number | null;
}

/** One-time recovery codes (migration 029), SHA-256 of each. */
export interface MfaRecoveryCodesTable {
  id: Generated<number>;
  user_id: number;
  code_hash: string;
  created_at: string;
  used_at: string | null;
}

/**
 * A ceremony in progress (migration 029): purpose 'second-factor' (a password accepted, a factor
 * awaited), 'passkey-sign-in' or 'passkey-register'. Only the SHA-256 of its id is kept.
 */
export interface MfaChallengesTable {
  id_hash: string;
  purpose: string;
  user_id: number | null;
  webauthn_challenge: string | null;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/**
 * What the search finds (migration 023, decision 130): one row per searchable record, its title and
 * text as normalised words. SQLite indexes them in the FTS5 table search_fts (kept by triggers),
 * PostgreSQL in the generated tsvector column `tsv` (GIN); neither is read through Kysely's types.
 */
export interface SearchDocumentsTable {
  id: Generated<number>;
  kind: 'game' | 'drawGame' | 'asset' | 'news' | 'page';
  /** The record: a game's, asset's or story's id, a draw game's slug ('popular-3'), a page's key. */
  record_key: string;
  /** An asset's id: its document goes when it does (and with it those of what it held). */
  asset_id: number | null;
  title: string;
  title_words: string;
  body_words: string;
  /** The plain text an excerpt is cut from (at most 2000 characters). */
  excerpt: string;
  /** An asset's folder names from its tree's root, as JSON; '[]' otherwise. */
  path: string;
  /** An asset's icon type (SPEC §3). */
  file_type: string | null;
}

/** Where each user's count of what is new starts (migration 024, decision 135). */
export interface WhatsNewVisitsTable {
  user_id: number;
  last_active_at: string;
  since: string;
}

/** The digest a user chose; no row means the default, weekly (migration 024). */
export interface DigestSubscriptionsTable {
  user_id: number;
  frequency: string;
  updated_at: string;
}

/** One user's digest of one period: inserted as the claim, completed with what was sent (decision 137). */
export interface DigestRunsTable {
  user_id: number;
  /** The day the period starts, 'YYYY-MM-DD' (domain digestPeriod). */
  period: string;
  frequency: string;
  claimed_at: string;
  /** Which instance claimed it. */
  claimed_by: string;
  covers_from: string;
  covers_until: string;
  /** 'sent', 'nothing-new' or 'failed'; null while the claimant is at work. */
  outcome: string | null;
  item_count: number | null;
  sent_at: string | null;
}
