import type { Generated } from 'kysely';

/**
 * The tables as Kysely sees them. Flags are stored as 0/1 integers and dates as ISO text in both
 * SQLite and PostgreSQL, so one set of queries serves both (see docs/decisions/002-portable-sql.md).
 */
export interface Database {
  users: UsersTable;
  user_regions: UserRegionsTable;
  sessions: SessionsTable;
  operators: OperatorsTable;
  operator_regions: OperatorRegionsTable;
  globals: GlobalsTable;
  assets: AssetsTable;
}

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

export interface OperatorsTable {
  id: Generated<number>;
  name: string;
  logo_link: string | null;
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
