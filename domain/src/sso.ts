/**
 * Single sign-on for provider staff (issue 32 items 1 and 2): how the identity provider's group claim
 * maps to a portal group, and the sentences the login page shows when a company sign-in is refused.
 */

/** The groups single sign-on may give: provider staff only (userType igt). */
export const SSO_GROUPS = ['SA', 'AM', 'CM'] as const;
export type SsoGroup = (typeof SSO_GROUPS)[number];

/** One `claim-value:GROUP` pair of OIDC_GROUP_MAP. */
export interface GroupMapping {
  value: string;
  group: SsoGroup;
}

export const DEFAULT_GROUP_MAP = 'portal-sa:SA,portal-am:AM,portal-cm:CM';

/**
 * OIDC_GROUP_MAP as pairs, in the order written: `portal-sa:SA,portal-am:AM`. A value may itself hold
 * colons (`urn:company:admins:SA`): the group is what follows the last one.
 */
export function parseGroupMap(text: string): GroupMapping[] {
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) throw new Error('OIDC_GROUP_MAP must name at least one claim-value:GROUP pair');
  return entries.map((entry) => {
    const colon = entry.lastIndexOf(':');
    const value = entry.slice(0, colon).trim();
    const group = entry.slice(colon + 1).trim();
    if (colon <= 0 || !value || !(SSO_GROUPS as readonly string[]).includes(group))
      throw new Error(
        `OIDC_GROUP_MAP entry '${entry}' must be claim-value:GROUP with GROUP one of SA, AM, CM`,
      );
    return { value, group: group as SsoGroup };
  });
}

/**
 * The portal group of a staff member, from their group claim (a list of names, or one name): the
 * first pair of the map whose value they hold, so the map's order says which wins when they hold
 * several. Null when they hold none: they are refused.
 */
export function mappedGroup(claim: unknown, map: readonly GroupMapping[]): SsoGroup | null {
  const held = new Set(
    (Array.isArray(claim) ? claim : [claim]).filter((value): value is string => typeof value === 'string'),
  );
  return map.find((mapping) => held.has(mapping.value))?.group ?? null;
}

/**
 * Why a company sign-in ended without a session. The callback sends the browser back to the login
 * page with one of these keys (never free text), and the page shows its sentence.
 */
export const SSO_PROBLEMS = {
  'no-group':
    'Your company account is not in a group that may use this portal. Ask your administrator to add you to one of the portal groups.',
  'not-staff':
    'Your company e-mail belongs to a portal account that is not provider staff, so it cannot sign in with the company account. Sign in with your e-mail and password.',
  'linked-elsewhere':
    'Your company e-mail belongs to a portal account that is linked to another company identity. Ask an administrator of the portal to sort it out.',
  'no-email':
    'Your company account did not share a verified e-mail address, so the portal cannot tell who you are. Ask your administrator to check the sign-in settings.',
  disabled: 'This portal account is disabled. Ask an administrator of the portal to enable it.',
  expired: 'The company sign-in took too long or was already used. Please start it again.',
  failed: 'The company sign-in could not be completed. Please try again.',
  unavailable: 'The company sign-in service cannot be reached right now. Please try again later.',
} as const;
export type SsoProblem = keyof typeof SSO_PROBLEMS;

/** The sentence for a problem key from the address bar; null for anything else. */
export function ssoProblemMessage(key: string | null | undefined): string | null {
  return key && Object.hasOwn(SSO_PROBLEMS, key) ? SSO_PROBLEMS[key as SsoProblem] : null;
}

export const SSO_MESSAGES = {
  notConfigured: 'Single sign-on is not set up on this portal. Sign in with your e-mail and password.',
  noHandoff: 'There is no company sign-in to finish. Please start it again.',
  badLogoutToken: 'The logout_token is not a valid logout token from the identity provider.',
  providerUnreachable: 'The company sign-in service cannot be reached right now. Please try again later.',
} as const;
