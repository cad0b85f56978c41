import type { Kysely } from 'kysely';
import sharp from 'sharp';
import type { Database } from '../db/schema.ts';

const OPERATORS = [
  {
    key: 'keystone',
    name: 'Keystone State Lottery',
    colours: ['#1d3a8a', '#f5b301'],
    regions: ['us--pennsylvania', 'us--michigan'],
  },
  {
    key: 'northern',
    name: 'Northern Lights Lotteries',
    colours: ['#0f766e', '#a7f3d0'],
    regions: ['canada--ontario', 'canada--british-columbia'],
  },
  {
    key: 'nordic',
    name: 'Nordic Play',
    colours: ['#7c2d12', '#fdba74'],
    regions: ['europe--norway', 'europe--finland', 'europe--lithuania'],
  },
  {
    key: 'caribbean',
    name: 'Caribbean Games Co.',
    colours: ['#6d28d9', '#fde68a'],
    regions: ['latam--jamaica', 'latam--trinidad-tobago'],
  },
] as const;

export type SeededOperators = Record<(typeof OPERATORS)[number]['key'], number>;

/** A wordmark logo drawn from SVG, so demo operators carry real artwork. */
async function logoDataUrl(name: string, [background, accent]: readonly [string, string]): Promise<string> {
  const initials = name
    .split(/\s+/)
    .map((word) => word[0])
    .join('')
    .slice(0, 2);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="96" viewBox="0 0 240 96">
    <rect width="240" height="96" rx="16" fill="${background}"/>
    <circle cx="48" cy="48" r="30" fill="${accent}"/>
    <text x="48" y="58" font-family="DejaVu Sans, Arial, sans-serif" font-size="26" font-weight="700" text-anchor="middle" fill="${background}">${initials}</text>
    <text x="90" y="44" font-family="DejaVu Sans, Arial, sans-serif" font-size="17" font-weight="700" fill="#ffffff">${name.split(' ').slice(0, 2).join(' ')}</text>
    <text x="90" y="66" font-family="DejaVu Sans, Arial, sans-serif" font-size="13" fill="${accent}">${name.split(' ').slice(2).join(' ') || 'Lottery'}</text>
  </svg>`;
  const png = await sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

export async function seedOperators(db: Kysely<Database>, now: Date): Promise<SeededOperators> {
  return db.transaction().execute(async (trx) => {
    const ids = {} as SeededOperators;
    for (const operator of OPERATORS) {
      const { id } = await trx
        .insertInto('operators')
        .values({ name: operator.name, name_key: operator.name.toLowerCase(), created_at: now.toISOString() })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('operator_regions')
        .values(operator.regions.map((region) => ({ operator_id: id, region })))
        .execute();
      ids[operator.key] = id;
    }
    return ids;
  });
}
