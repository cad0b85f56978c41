import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import { isValidFolderName, parseId, parseIdList } from '../validation.ts';
import { ID_DESCRIPTION } from './common.ts';

/*
 * Requests and answers of SPEC §7 'Assets'. Id and name checks run on the whole form, so a failure
 * carries the spec's message exactly ('Id provided is invalid', not 'id: Id provided is invalid').
 */

type Issues = { addIssue(issue: { code: 'custom'; message: string }): void };

function idOrFail(value: unknown, message: string, ctx: Issues): number | null {
  const id = parseId(value);
  if (id === null) ctx.addIssue({ code: 'custom', message });
  return id;
}

/**
 * The fields of a form as sent, each checked by the form's transform so that its failure carries the
 * SPEC message; none is optional to zod, which would refuse a missing one with a message of its own.
 * `required` names the fields the check cannot do without, for the API description.
 */
function formOf<S extends Record<string, z.ZodType>>(shape: S, required: (keyof S & string)[]) {
  return z.object(shape).meta({ required });
}

/** A field as sent; `described` says what it holds. */
const field = (described: Record<string, unknown>) => z.unknown().optional().meta(described);
const idText = (description: string) => field({ ...ID_DESCRIPTION, description });
const folderName = (description: string) =>
  field({ type: 'string', minLength: 1, maxLength: 255, description });

/** `?id=` of the directory lookups: absent or empty means the tree's root. */
export const DirectoryQuery = z
  .object({ id: idText('The folder to list; none lists the tree from its root.') })
  .transform((query, ctx) => {
    if (query.id === undefined || query.id === '') return { id: null };
    const id = idOrFail(query.id, MESSAGES.idInvalid, ctx);
    return id === null ? z.NEVER : { id };
  });
export type DirectoryQuery = z.infer<typeof DirectoryQuery>;

/** `GET /api/asset/user/folder?id=` (SA): the user whose folder to read. */
export const UserFolderQuery = z
  .object({ id: idText('The user whose folder to read.') })
  .transform((query, ctx) => {
    const id = idOrFail(query.id ?? '', MESSAGES.idInvalid, ctx);
    return id === null ? z.NEVER : { id };
  });
export type UserFolderQuery = z.infer<typeof UserFolderQuery>;

/** GET /api/asset/{id}, POST /api/asset/delete and the downloads: one id. */
export const AssetIdForm = formOf({ id: idText('The file or folder.') }, ['id']).transform((input, ctx) => {
  const id = idOrFail(input.id, MESSAGES.idInvalid, ctx);
  return id === null ? z.NEVER : { id };
});
export type AssetIdForm = z.infer<typeof AssetIdForm>;

/** POST /api/asset/rename: id, name. The name rule depends on the item (folder or file), so the service checks it. */
export const RenameAssetForm = formOf(
  {
    id: idText('The file or folder.'),
    // The service refuses a name over 255 bytes (DESIGN 'Names'), so none is longer in characters.
    name: field({ type: 'string', maxLength: 255, description: 'The new name; a file keeps its extension.' }),
  },
  ['id', 'name'],
).transform((input, ctx) => {
  const id = idOrFail(input.id, MESSAGES.idInvalid, ctx);
  if (id === null) return z.NEVER;
  return { id, name: typeof input.name === 'string' ? input.name : '' };
});
export type RenameAssetForm = z.infer<typeof RenameAssetForm>;

/** The most files and folders one move takes, and the longest its ids may be as text. */
const MOVE_MAX = 1000;
const MOVE_IDS_TEXT_MAX = 20 * MOVE_MAX;
const MOVE_TOO_MANY = `Move at most ${MOVE_MAX} items at a time.`;

/** POST /api/asset/move: ids joined with ':' and the folder they go into ('Parent Id provided is invalid'). */
export const MoveAssetsForm = formOf(
  {
    ids: field({
      type: 'string',
      pattern: '^[0-9]+(:[0-9]+)*$',
      maxLength: MOVE_IDS_TEXT_MAX,
      description: `The files and folders (at most ${MOVE_MAX} of them), ids joined with a colon.`,
    }),
    parentId: idText('The folder they go into.'),
  },
  ['ids', 'parentId'],
).transform((input, ctx) => {
  if (typeof input.ids === 'string' && input.ids.length > MOVE_IDS_TEXT_MAX) {
    ctx.addIssue({ code: 'custom', message: MOVE_TOO_MANY });
    return z.NEVER;
  }
  const ids = typeof input.ids === 'string' ? parseIdList(input.ids) : null;
  if (ids === null) {
    ctx.addIssue({ code: 'custom', message: MESSAGES.idInvalid });
    return z.NEVER;
  }
  if (new Set(ids).size > MOVE_MAX) {
    ctx.addIssue({ code: 'custom', message: MOVE_TOO_MANY });
    return z.NEVER;
  }
  const parentId = idOrFail(input.parentId, MESSAGES.parentIdInvalidMove, ctx);
  return parentId === null ? z.NEVER : { ids: [...new Set(ids)], parentId };
});
export type MoveAssetsForm = z.infer<typeof MoveAssetsForm>;

/** POST /api/asset/create/folder: pid (the parent folder) and a name following SPEC §5. */
export const CreateFolderForm = formOf(
  {
    pid: idText('The folder the new folder goes into.'),
    name: folderName('The new folder\'s name (SPEC §5: no \\ / ? % * : | " < > or dot).'),
  },
  ['pid', 'name'],
).transform((input, ctx) => {
  const parentId = idOrFail(input.pid, MESSAGES.parentIdInvalid, ctx);
  if (parentId === null) return z.NEVER;
  const name = typeof input.name === 'string' ? input.name.normalize('NFC') : '';
  if (!isValidFolderName(name)) {
    ctx.addIssue({ code: 'custom', message: MESSAGES.invalidFolderName });
    return z.NEVER;
  }
  return { parentId, name };
});
export type CreateFolderForm = z.infer<typeof CreateFolderForm>;

export const ASSET_TYPES = ['folder', 'image', 'file'] as const;

/**
 * A row of the directory listing (SPEC §3 'Asset / directory item'). `children` holds the children of
 * the folder a lookup asked for and is empty on every other item; `hasChildren` and `items` say whether
 * a folder has more to load. Links are relative to the API host: `link` downloads the item (the file,
 * or the folder as a zip when `isZip`), `alink` is a ~1440 px WebP preview of an image and `thumbnail`
 * a ~250 px one. A virtual root (the game trees without an id) has id 0 and no link.
 */
export const DirectoryItem = z.object({
  id: z.number().int().nonnegative(),
  parentId: z.number().int().positive().nullable(),
  name: z.string(),
  type: z.enum(ASSET_TYPES),
  link: z.string().nullable(),
  alink: z.string().nullable(),
  thumbnail: z.string().nullable(),
  isZip: z.boolean(),
  hasChildren: z.boolean(),
  /** Number of direct children of a folder; 0 for files. */
  items: z.number().int().nonnegative(),
  get children(): z.ZodArray<typeof DirectoryItem> {
    return z.array(DirectoryItem);
  },
  iconOverride: z.string().nullable(),
  /** Opening a hero folder resets the breadcrumb to root plus that folder (SPEC §4). */
  isHero: z.boolean(),
  /** Bytes of a file; null for folders. */
  size: z.number().int().nonnegative().nullable(),
  mimeType: z.string().nullable(),
  width: z.number().int().positive().nullable(),
  height: z.number().int().positive().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type DirectoryItem = z.infer<typeof DirectoryItem>;

/**
 * Answer of a directory lookup: a one-element list whose item carries its children. The top of the
 * user tree is an empty list while the caller has no folder yet (reading never makes one: the first
 * upload into it does, decision 096).
 */
export const DirectoryAnswer = z.array(DirectoryItem);
export type DirectoryAnswer = z.infer<typeof DirectoryAnswer>;

/** Answer of GET /api/asset/{id}: where the browser goes next (`/download/asset/zip/{id}` when isZip). */
export const AssetDownloadInfo = z.object({ id: z.number().int().positive(), isZip: z.boolean() });
export type AssetDownloadInfo = z.infer<typeof AssetDownloadInfo>;

/** Text fields of POST /api/asset/putIntoParent: the folder the files go into. */
export const PutIntoParentFields = formOf({ parentId: idText('The folder the files go into.') }, [
  'parentId',
]).transform((input, ctx) => {
  const parentId = idOrFail(input.parentId, MESSAGES.parentIdInvalid, ctx);
  return parentId === null ? z.NEVER : { parentId };
});
export type PutIntoParentFields = z.infer<typeof PutIntoParentFields>;

function optionalFolder(value: unknown, ctx: Issues): string | null | undefined {
  if (value === undefined || value === '') return null;
  const folder = typeof value === 'string' ? value.normalize('NFC') : '';
  if (isValidFolderName(folder)) return folder;
  ctx.addIssue({ code: 'custom', message: MESSAGES.invalidFolderName });
  return undefined;
}

/** Text fields of POST /api/asset/put: an optional folder under the library's root (made when missing). */
export const PutFields = z
  .object({
    folder: folderName("A folder under the library's root to put the files in (made when missing)."),
  })
  .transform((input, ctx) => {
    const folder = optionalFolder(input.folder, ctx);
    return folder === undefined ? z.NEVER : { folder };
  });
export type PutFields = z.infer<typeof PutFields>;

/** The text fields of an upload into one item's tree: the item's id, and an optional folder in it. */
function itemUploadFields(item: string, tree: string) {
  return formOf(
    {
      id: idText(item),
      folder: folderName(`A folder under ${tree} to put the files in (made when missing).`),
    },
    ['id'],
  ).transform((input, ctx) => {
    const id = idOrFail(input.id, MESSAGES.idInvalid, ctx);
    if (id === null) return z.NEVER;
    const folder = optionalFolder(input.folder, ctx);
    return folder === undefined ? z.NEVER : { id, folder };
  });
}

/**
 * Text fields of POST /api/asset/game (SPEC §7 leaves its payload open): the game's id, and an optional
 * folder under the game's centre (made when missing); the files go there, or into the centre itself.
 */
export const GameAssetFields = itemUploadFields('The game.', "the game's centre");
export type GameAssetFields = z.infer<typeof GameAssetFields>;

/**
 * Text fields of POST /api/asset/user: the user whose folder the files go into (made by this first
 * upload when they have none yet, decision 096), and an optional folder in it.
 */
export const UserAssetFields = itemUploadFields('The user whose folder it is.', "the user's folder");
export type UserAssetFields = z.infer<typeof UserAssetFields>;

// ---------------------------------------------------------------------------------------------
// The trash (issue 31 item 1, decision 140): SA only.
// ---------------------------------------------------------------------------------------------

/**
 * Whether an item in the trash can go back where it was: 'free' it can; 'gone' the folder it was in
 * has been deleted; 'taken' an item of the same name is there now. Otherwise restore needs a folder.
 */
export const TRASH_PLACES = ['free', 'gone', 'taken'] as const;
export type TrashPlace = (typeof TRASH_PLACES)[number];

/** One item of GET /api/asset/trash. `id` is the item's own id, kept while it is in the trash. */
export const TrashItem = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  type: z.enum(ASSET_TYPES),
  /** Files and folders under a folder, all levels; 0 for a file. */
  items: z.number().int().nonnegative(),
  /** Bytes of the file, or of all files under the folder. */
  size: z.number().int().nonnegative(),
  /** The tree it was deleted from ('Resource Library', 'Games'). */
  tree: z.string(),
  /** The folder it was in, as the path read when it was deleted: 'Resource Library / Logos'. */
  originalPath: z.string(),
  /** That folder's id; null once it is gone for good. */
  originalParentId: z.number().int().positive().nullable(),
  originalPlace: z.enum(TRASH_PLACES),
  deletedBy: z.object({ id: z.number().int().positive().nullable(), name: z.string() }),
  /** ISO 8601 instant. */
  deletedAt: z.string(),
  /** When the purge removes it for good (deletedAt plus TRASH_DAYS). */
  purgeAt: z.string(),
});
export type TrashItem = z.infer<typeof TrashItem>;

export const TrashAnswer = z.array(TrashItem);
export type TrashAnswer = z.infer<typeof TrashAnswer>;

/** POST /api/asset/trash/restore: the item, and the folder to put it in when not its original one. */
export const TrashRestoreForm = formOf(
  {
    id: idText('The item in the trash.'),
    parentId: idText('The folder to restore it into; none restores it where it was.'),
  },
  ['id'],
).transform((input, ctx) => {
  const id = idOrFail(input.id, MESSAGES.idInvalid, ctx);
  if (id === null) return z.NEVER;
  if (input.parentId === undefined || input.parentId === '') return { id, parentId: null };
  const parentId = idOrFail(input.parentId, MESSAGES.parentIdInvalid, ctx);
  return parentId === null ? z.NEVER : { id, parentId };
});
export type TrashRestoreForm = z.infer<typeof TrashRestoreForm>;
