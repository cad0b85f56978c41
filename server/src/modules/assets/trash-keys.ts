/**
 * An item in the trash is the top of a tree of its own whose root key is 'trash:{entry id}'
 * (decision 140). Live items are those whose root_key does not start with this prefix: the one
 * predicate anything reading assets directly (a join from a slot, a search index) applies.
 */
export const TRASH_KEY_PREFIX = 'trash:';

export const trashRootKey = (entryId: number) => `${TRASH_KEY_PREFIX}${entryId}`;

export const isTrashed = (asset: { root_key: string }) => asset.root_key.startsWith(TRASH_KEY_PREFIX);
