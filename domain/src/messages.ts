/** Every user-facing string of SPEC.md that more than one part of the portal shows, to the letter. */
export const MESSAGES = {
  notLoggedIn: 'You need to be logged in.',
  notAuthorised: 'You are not authorised to make this request.',
  notAuthorisedLocal: 'You are not authorised to make this request. Please login',
  guestExpiredPrefix: 'Guest account expired|',
  idInvalid: 'Id provided is invalid',
  /** putIntoParent (DESIGN 'Choices'). */
  parentIdInvalid: 'Parent id provided is invalid',
  /** move (DESIGN 'Choices'). */
  parentIdInvalidMove: 'Parent Id provided is invalid',
  invalidFolderName: 'Invalid folder name',
  unknownAccount:
    'Sorry, the email address or username provided does not belong to an active account. You can inquire about a new account here.',
  invalidCredentials: 'Invalid email address or password',
  genericError: 'An error occurred. We apologise for any inconvenience',
  startupFailed: 'An error occurred :(',
  logoutSuccess: 'Logout successful',
  assetsNeedLogin: 'In order to download assets, you need to be logged into an account.',
  accountExpiresToday: 'Account expires today',
  pageNotFound: 'Page not found',
  welcomeBack: 'Welcome back',
  loginTitle: 'Login to your account',
  forgotDetails: 'Forgot your details?',
  signUpNow: 'Sign Up Now',
  inquireAccount: 'Inquire about an account',
  yourRegions: 'Your regions',
  selectedRegions: 'Selected Regions',
  noRegionsSelected: 'No regions selected',
  loading: 'Loading...',
} as const;

/** 'Guest account expired|{slug}': the slug lets the client send the guest back to /guest/{slug}. */
export function guestExpiredMessage(slug: string): string {
  return `${MESSAGES.guestExpiredPrefix}${slug}`;
}

/** The guest slug of a guest-expired message; null for any other message or an empty slug. */
export function parseGuestExpired(message: string): string | null {
  if (!message.startsWith(MESSAGES.guestExpiredPrefix)) return null;
  const slug = message.slice(MESSAGES.guestExpiredPrefix.length);
  return slug === '' ? null : slug;
}

/**
 * The guest expiry alert. SPEC's template is 'Account expires in N days' for every N above zero
 * (so '1 days' too); callers show it only while daysRemaining is zero or more.
 */
export function accountExpiresMessage(daysRemaining: number): string {
  return daysRemaining <= 0 ? MESSAGES.accountExpiresToday : `Account expires in ${daysRemaining} days`;
}

export function selectedCountMessage(n: number): string {
  return `${n} selected`;
}

export function moveItemsHereMessage(n: number): string {
  return `Move ${n} item(s) here`;
}
