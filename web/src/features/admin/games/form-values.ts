import type { GameRegionDate } from '@portal/domain';
import type { GameDetail } from '@portal/domain/schemas';
import { appendSlots, emptySlots, type GameSlots, slotsOf } from '../../../shared/admin';

/** The editor's values: the game/create fields as inputs hold them (text for dates and optional text). */
export interface GameFormValues {
  gameName: string;
  description: string;
  isActive: boolean;
  live: boolean;
  roadmap: boolean;
  featured: boolean;
  releaseDate: string;
  displayReleaseDate: string;
  isReleaseDatePerRegion: boolean;
  regions: { region: string; releaseDate: string; displayReleaseDate: string }[];
  gameType: string;
  mechanic: string;
  channels: string[];
  features: string[];
  themes: string[];
  softwareId: string;
  softwareIds: string[];
  videos: { title: string; video: string }[];
  demoOverride: string;
  demoFallback: string;
  demoTechnology: string;
  demoEnvironment: string;
  demoCurrency: string;
  demoSoftwareId: string;
  slots: GameSlots;
}

export const NEW_GAME_VALUES: GameFormValues = {
  gameName: '',
  description: '',
  isActive: true,
  live: false,
  roadmap: false,
  featured: false,
  releaseDate: '',
  displayReleaseDate: '',
  isReleaseDatePerRegion: false,
  regions: [],
  gameType: 'None',
  mechanic: 'None',
  channels: [],
  features: [],
  themes: [],
  softwareId: '',
  softwareIds: [],
  videos: [],
  demoOverride: '',
  demoFallback: '',
  demoTechnology: '',
  demoEnvironment: '',
  demoCurrency: '',
  demoSoftwareId: '',
  slots: emptySlots(),
};

const text = (value: string | null | undefined) => value ?? '';

function regionRow(row: GameRegionDate) {
  return {
    region: row.region,
    releaseDate: text(row.releaseDate),
    displayReleaseDate: text(row.displayReleaseDate),
  };
}

/** The editor's values for a stored game. */
export function valuesOfGame(game: GameDetail): GameFormValues {
  const slots = slotsOf(game.assetSlots);
  return {
    gameName: game.gameName,
    description: game.description ?? '',
    isActive: game.isActive,
    live: game.live,
    roadmap: game.roadmap,
    featured: game.featured,
    releaseDate: text(game.releaseDate),
    displayReleaseDate: text(game.displayReleaseDate),
    isReleaseDatePerRegion: game.isReleaseDatePerRegion,
    regions: game.regions.map(regionRow),
    gameType: game.gameType,
    mechanic: game.mechanic,
    channels: game.channels,
    features: game.features,
    themes: game.themes,
    softwareId: text(game.softwareId),
    softwareIds: game.softwareIds.map((entry) => entry.softwareId),
    videos: game.videos.map((video) => ({ title: video.title, video: video.video })),
    demoOverride: text(game.demoOverride),
    demoFallback: text(game.demoFallback),
    demoTechnology: text(game.demoTechnology),
    demoEnvironment: text(game.demoEnvironment),
    demoCurrency: text(game.demoCurrency),
    demoSoftwareId: text(game.demoSoftwareId),
    slots,
  };
}

/** The fields as game/create reads them, for checking with its schema before the call. */
export function gameRequest(values: GameFormValues, id: number | null) {
  const { slots: _slots, ...fields } = values;
  return id === null ? { type: 'POST', ...fields } : { type: 'PUT', id, ...fields };
}

/**
 * The multipart form of POST /api/game/create (SPEC §7): type POST, or PUT with the id; each field
 * as text, lists as JSON; each slot as the JSON list of the stored assets it keeps, then one
 * files[slot][n][data] per new file, in the order the editor shows them.
 */
export function gameFormData(values: GameFormValues, id: number | null): FormData {
  const form = new FormData();
  form.append('type', id === null ? 'POST' : 'PUT');
  if (id !== null) form.append('id', String(id));
  const { slots, regions, videos, channels, features, themes, softwareIds, ...fields } = values;
  for (const [name, value] of Object.entries(fields)) form.append(name, String(value));
  const lists = { regions, videos, channels, features, themes, softwareIds };
  for (const [name, value] of Object.entries(lists)) form.append(name, JSON.stringify(value));
  appendSlots(form, slots);
  return form;
}

/** What the delete confirmation says goes with the game and what stays (decision 020). */
export function deleteSummary(gameName: string): string {
  return [
    `“${gameName}” leaves the catalogue, the pipeline and every page that lists it, with its dates, videos and demo settings.`,
    'Its game centre folder and the files in it are deleted,',
    "except files another game's or draw game's slot still uses: those stay, in a folder named",
    `“${gameName} (deleted game)”.`,
    'Files of the resource library it only points at are not touched.',
  ].join(' ');
}
