import { type Kysely, type Migration, sql } from 'kysely';

/*
 * Names in a folder are unique whatever their case (issue 13): 'Poster.png' and 'poster.PNG' side by
 * side would collide when a zip of the folder is unpacked on a case-insensitive disk (Windows, macOS).
 * Each row gets `name_key`, its name lower-cased in JavaScript (alike on both databases, as games'
 * name_key), unique per parent. Names that already clash are renamed 'name (n).ext', keeping the
 * oldest row's name, before the index is made.
 */

const keyOf = (name: string) => name.normalize('NFC').toLowerCase();

/** 'base (n)ext' for the nth rename of `name` (a folder has no extension). */
function numbered(name: string, isFolder: boolean, n: number): string {
  const dot = isFolder ? -1 : name.lastIndexOf('.');
  return dot > 0 && dot < name.length - 1
    ? `${name.slice(0, dot)} (${n})${name.slice(dot)}`
    : `${name} (${n})`;
}

interface Row {
  id: number;
  parent_id: number | null;
  name: string;
  type: string;
}

export function migration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('assets').addColumn('name_key', 'text').execute();
      const assets = db as unknown as Kysely<{ assets: Row & { name_key: string | null } }>;
      const rows = await assets
        .selectFrom('assets')
        .select(['id', 'parent_id', 'name', 'type'])
        .orderBy('parent_id')
        .orderBy('id')
        .execute();
      const takenIn = new Map<number | null, Set<string>>();
      for (const row of rows) {
        const taken = takenIn.get(row.parent_id) ?? new Set<string>();
        takenIn.set(row.parent_id, taken);
        let name = row.name;
        for (let n = 1; row.parent_id !== null && taken.has(keyOf(name)); n++) {
          name = numbered(row.name, row.type === 'folder', n);
        }
        taken.add(keyOf(name));
        await assets
          .updateTable('assets')
          .set({ name, name_key: keyOf(name) })
          .where('id', '=', row.id)
          .execute();
      }
      await sql`create unique index assets_parent_name_key_unique on assets (parent_id, name_key)`.execute(
        db,
      );
    },
  };
}
