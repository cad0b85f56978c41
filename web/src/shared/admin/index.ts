/**
 * The admin screens' shared parts (docs/admin-screens.md): the loading and failed-load states, the
 * date and region helpers, the list's address state and the areas. The list (AdminList), a
 * revision's Restore (RestoreRevision) and the asset-slot editor of games and draw games (SlotEditorParts) are imported from their own modules:
 * through here they would bring the admin table and the library picker into every admin screen's
 * first visit (the dashboard's).
 */

export { AdminLoading } from './AdminLoading';
export { ADMIN_AREAS, ADMIN_SECTION_ROUTES, adminAreaKey } from './admin-sections';
export { BackToList } from './BackToList';
export { countOf } from './count';
export { type DateStyle, formatDate } from './dates';
export { Loaded } from './Loaded';
export { LoadProblem } from './LoadProblem';
export { REGION_OPTIONS, regionLabel, regionsText } from './regions';
export { type Difference, differences, StaleSave } from './StaleSave';
export { appendSlots, emptySlots, type GameSlots, type SlotItem, slotsOf } from './slots';
export { type ListParams, listHref, useListParams } from './useListParams';
