import { type Migration, Migrator } from 'kysely';
import type { Db } from './kysely.ts';
import * as m001 from './migrations/001_users_sessions_operators_globals.ts';
import * as m002 from './migrations/002_assets.ts';
import * as m003 from './migrations/003_games.ts';
import * as m004 from './migrations/004_draw_games.ts';
import * as m005 from './migrations/005_audit_logs.ts';
import * as m006 from './migrations/006_password_links.ts';
import * as m007 from './migrations/007_people.ts';
import * as m008 from './migrations/008_news_content.ts';
import * as m009 from './migrations/009_roadmap_and_downloads.ts';
import * as m010 from './migrations/010_download_names_in_day_index.ts';
import * as m011 from './migrations/011_download_summaries.ts';
import * as m012 from './migrations/012_server_secrets.ts';
import * as m013 from './migrations/013_asset_name_keys.ts';
import * as m015 from './migrations/015_news_revisions.ts';
import * as m020 from './migrations/020_draw_pages_in_content.ts';
import * as m021 from './migrations/021_rich_descriptions_and_draw_game_revisions.ts';
import * as m022 from './migrations/022_client_events.ts';
import * as m023 from './migrations/023_search_index.ts';
import * as m024 from './migrations/024_whats_new_and_digests.ts';
import * as m025 from './migrations/025_asset_trash.ts';
import * as m027 from './migrations/027_news_region_dates.ts';
import * as m028 from './migrations/028_sso.ts';
import * as m029 from './migrations/029_second_factors.ts';

/** Migrations in order; each is written once against Kysely's schema builder and runs on both databases. */
const migrations: Record<string, (dialect: Db['dialect']) => Migration> = {
  '001_users_sessions_operators_globals': m001.migration,
  '002_assets': m002.migration,
  '003_games': m003.migration,
  '004_draw_games': m004.migration,
  '005_audit_logs': m005.migration,
  '006_password_links': m006.migration,
  '007_people': m007.migration,
  '008_news_content': m008.migration,
  '009_roadmap_and_downloads': m009.migration,
  '010_download_names_in_day_index': m010.migration,
  '011_download_summaries': m011.migration,
  '012_server_secrets': m012.migration,
  '013_asset_name_keys': m013.migration,
  '015_news_revisions': m015.migration,
  '020_draw_pages_in_content': m020.migration,
  '021_rich_descriptions_and_draw_game_revisions': m021.migration,
  '022_client_events': m022.migration,
  '023_search_index': m023.migration,
  '024_whats_new_and_digests': m024.migration,
  '025_asset_trash': m025.migration,
  '027_news_region_dates': m027.migration,
  '028_sso': m028.migration,
  '029_second_factors': m029.migration,
};

function migrator({ db, dialect, pgSchema }: Db): Migrator {
  return new Migrator({
    db,
    // Kysely looks for its own tables across all schemas unless told which one is ours.
    ...(pgSchema ? { migrationTableSchema: pgSchema } : {}),
    provider: {
      getMigrations: async () =>
        Object.fromEntries(Object.entries(migrations).map(([name, make]) => [name, make(dialect)])),
    },
  });
}

export async function migrateToLatest(database: Db): Promise<void> {
  const { error } = await migrator(database).migrateToLatest();
  if (error) throw error;
}

/** Up to and including `name`: a test or a bench fills an older schema, then migrates on to see what a later migration does with it. */
export async function migrateTo(database: Db, name: string): Promise<void> {
  if (!(name in migrations)) throw new Error(`no migration ${name}`);
  const { error } = await migrator(database).migrateTo(name);
  if (error) throw error;
}
