import { Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import sharp from 'sharp';
import type { Database } from '../db/schema.ts';
import type { AssetServices } from '../modules/assets/asset-services.ts';
import {
  insertOperator,
  replaceOperatorRegions,
  updateOperatorRow,
} from '../modules/operators/operators.repository.ts';
import { operatorRootKey } from '../modules/operators/operators.service.ts';
import operators from './operators.json' with { type: 'json' };

interface DemoOperator {
  name: string;
  /** The logo's background and accent. */
  colours: readonly string[];
  regions: readonly string[];
}

/** The operators the demo accounts belong to (every test app has them). */
const ACCOUNT_OPERATORS: Record<keyof typeof operators.accounts, DemoOperator> = operators.accounts;

/** More operators for the demo's admin lists, so that about ten exist. */
const MORE_OPERATORS: Record<keyof typeof operators.more, DemoOperator> = operators.more;

export type SeededOperators = Record<keyof typeof ACCOUNT_OPERATORS, number>;
export type MoreOperators = Record<keyof typeof MORE_OPERATORS, number>;
export type OperatorKey = keyof SeededOperators | keyof MoreOperators;

/** Every demo operator's regions, by key. */
export const OPERATOR_REGIONS = Object.fromEntries(
  Object.entries({ ...ACCOUNT_OPERATORS, ...MORE_OPERATORS }).map(([key, operator]) => [
    key,
    operator.regions,
  ]),
) as unknown as Record<OperatorKey, readonly string[]>;

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const rendered = new Map<string, Promise<Buffer>>();

/** A wordmark logo drawn from SVG and rendered by sharp (once per process: every test app seeds them). */
function logoPng(name: string, colours: readonly string[]): Promise<Buffer> {
  let png = rendered.get(name);
  if (!png) {
    png = renderLogo(name, colours);
    rendered.set(name, png);
  }
  return png;
}

function renderLogo(name: string, [background, accent]: readonly string[]): Promise<Buffer> {
  const words = name.split(/\s+/);
  const initials = words
    .map((word) => word[0])
    .join('')
    .slice(0, 2);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="192" viewBox="0 0 240 96">
    <rect width="240" height="96" rx="16" fill="${background}"/>
    <circle cx="48" cy="48" r="30" fill="${accent}"/>
    <text x="48" y="58" font-family="DejaVu Sans, Arial, sans-serif" font-size="26" font-weight="700" text-anchor="middle" fill="${background}">${escapeXml(initials)}</text>
    <text x="90" y="44" font-family="DejaVu Sans, Arial, sans-serif" font-size="17" font-weight="700" fill="#ffffff">${escapeXml(words.slice(0, 2).join(' '))}</text>
    <text x="90" y="66" font-family="DejaVu Sans, Arial, sans-serif" font-size="13" fill="${accent}">${escapeXml(words.slice(2).join(' ') || 'Lottery')}</text>
  </svg>`;
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
}

/**
 * Adds operators with their regions and, given the asset library, a generated logo stored like an
 * uploaded one: an image in the operator's asset tree, linked as its thumbnail. Answers their ids.
 */
async function addOperators<K extends string>(
  db: Kysely<Database>,
  operators: Record<K, DemoOperator>,
  now: Date,
  assets?: AssetServices,
): Promise<Record<K, number>> {
  const ids = {} as Record<K, number>;
  const entries = Object.entries(operators) as [K, DemoOperator][];
  const logos = await Promise.all(
    entries.map(async ([, operator]) =>
      assets?.uploads.stageFile(
        `${operator.name} logo.png`,
        Readable.from([await logoPng(operator.name, operator.colours)]),
      ),
    ),
  );
  try {
    for (const [index, [key, operator]] of entries.entries()) {
      const id = await db.transaction().execute(async (trx) => {
        const id = await insertOperator(trx, operator.name, now.toISOString());
        await replaceOperatorRegions(trx, id, operator.regions);
        return id;
      });
      const logo = logos[index];
      if (assets && logo) {
        const [item] = await assets.uploads.storeStaged(
          await assets.trees.ensureRoot(operatorRootKey(id), operator.name),
          [logo],
        );
        await updateOperatorRow(db, id, { logoAssetId: item!.id });
      }
      ids[key] = id;
    }
  } finally {
    await assets?.uploads.discardStaged(logos.filter((logo) => logo !== undefined));
  }
  return ids;
}

/** The four operators of the demo accounts (with logos when given the asset library). */
export function seedOperators(
  db: Kysely<Database>,
  now: Date,
  assets?: AssetServices,
): Promise<SeededOperators> {
  return addOperators(db, ACCOUNT_OPERATORS, now, assets);
}

/** The rest of the demo's operators (about ten in all). */
export function seedMoreOperators(
  db: Kysely<Database>,
  now: Date,
  assets: AssetServices,
): Promise<MoreOperators> {
  return addOperators(db, MORE_OPERATORS, now, assets);
}
