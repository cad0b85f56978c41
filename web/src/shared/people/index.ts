/** The people admin's pieces that the users, operators and dashboard screens share. */

export { ActivityFeed } from './ActivityFeed';
export { useActivity } from './api/activity';
export { type ActivityQuery, peopleKeys, refreshPeople } from './api/keys';
export { useOperators } from './api/operators';
export {
  guestDaysLeftText,
  personName,
  USER_GROUP_LABELS,
  USER_STATUS_LABELS,
  USER_TYPE_LABELS,
  userRegionsText,
  userStatusText,
} from './labels';
export { RegionChecklist } from './RegionChecklist';
export { ReportedEvents } from './ReportedEvents';
export { StatusBadge } from './StatusBadge';
