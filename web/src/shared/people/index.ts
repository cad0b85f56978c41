/**
 * The people admin's pieces that the users, operators and dashboard screens share. PeopleTable is
 * imported from its own module: through here it would bring the admin table's form code into the
 * dashboard's first visit.
 */

export { ActivityFeed } from './ActivityFeed';
export { useActivity } from './api/activity';
export { type ActivityQuery, peopleKeys, refreshPeople } from './api/keys';
export { useOperators } from './api/operators';
export { LoadProblem } from './LoadProblem';
export {
  countOf,
  formatDay,
  formatMoment,
  guestDaysLeftText,
  personName,
  regionName,
  USER_GROUP_LABELS,
  USER_STATUS_LABELS,
  USER_TYPE_LABELS,
  userRegionsText,
  userStatusText,
} from './labels';
export { RegionChecklist } from './RegionChecklist';
export { StatusBadge } from './StatusBadge';
