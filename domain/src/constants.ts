/** SPEC §9 'Business constants and limits' that the web app and the server share. */

/** Upper widths in px: mobile up to 481, portrait tablet up to 769, landscape tablet up to 1024, desktop above. */
export const BREAKPOINTS = { mobile: 481, portraitTablet: 769, landscapeTablet: 1024 } as const;
export const RESIZE_DEBOUNCE_MS = 150;

export const VIDEO_EXPOSE = { ratio: 0.5625, spacing: 40, maxWidth: 1080 } as const;

export const REGION_COOKIE = 'portal-regions';
/**
 * Set by the web app while it holds a token (the token itself stays in local storage): a hint, not a
 * credential, that tells the server to send the page without a visitor's server-rendered content
 * (decision 045).
 */
export const SIGNED_IN_HINT_COOKIE = 'portal-signed-in';
export const REGION_COOKIE_DAYS = 7;
/** Never expires (SPEC §9); the web app sets it with a far-future date. */
export const REGION_TOOLTIP_COOKIE = 'portal-region-tooltip-closed';
export const TOKEN_STORAGE_KEY = 'portal-token';

/** SPEC's footer link when the server has none configured. */
export const DEFAULT_RESPONSIBLE_GAMBLING_URL = 'https://www.begambleaware.org/';

export const NEW_FOLDER_FOCUS_DELAY_MS = 100;
export const TOOLTIP_DEFAULT_OFFSET = '50%';

/** Passwords: long enough to resist guessing, short enough to hash quickly (argon2id on every login). */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 256;
/** Set links (new accounts) and reset links (DESIGN 'Mail'): single use, valid this long. */
export const SET_PASSWORD_LINK_HOURS = 72;
export const RESET_PASSWORD_LINK_HOURS = 1;
