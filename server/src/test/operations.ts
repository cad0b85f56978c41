import { CONTENT_PAGES } from '@portal/domain/schemas';
import { CALLERS, type Caller, type KnownRecords } from './callers.ts';

/*
 * The operations of the API as the authorisation matrix (authorisation-matrix.test.ts) and the
 * description's conformance test (plugins/openapi-conformance.test.ts) request them.
 */

/** SPEC §6, one line per area, as groups. */
export const WHO = {
  everyone: CALLERS,
  signedIn: ['guest', 'affiliate', 'customer', 'performance', 'CM', 'AM', 'SA'],
  // "Asset Manager and asset listing: igt AM, CM, SA; operator affiliate, customer, performance; not guests"
  assets: ['affiliate', 'customer', 'performance', 'CM', 'AM', 'SA'],
  // "Pipeline: igt AM, CM, SA; operator customer, performance (not affiliate)"
  pipeline: ['customer', 'performance', 'CM', 'AM', 'SA'],
  // "Admin area: SA and AM"
  admin: ['AM', 'SA'],
  // "Users management: AM and SA"
  users: ['AM', 'SA'],
  // "Games, operators, resource library, news, homepage, options, draw-game content, page-content editors: SA only"
  SA: ['SA'],
} as const satisfies Record<string, readonly Caller[]>;
type Who = keyof typeof WHO;

export interface Row {
  /** 'METHOD /path/{param}' as the API description names the operation. */
  operation: string;
  who: Who;
  /** The address requested, when it differs from the operation's path. */
  url?: string;
}

/**
 * Every call of SPEC §7 and the download paths, with who may make it. (auth) calls need a token; the
 * areas are SPEC §6's. GETs ask for records that exist (`ids`).
 */
export function operationRows(ids: KnownRecords): Row[] {
  return [
    // Authentication, users and globals.
    { operation: 'POST /api/authentication/login', who: 'everyone' },
    { operation: 'POST /api/authentication/guestLogin', who: 'everyone' },
    { operation: 'POST /api/authentication/logout', who: 'signedIn' },
    // Company sign-in (issue 32): public, as a sign-in is; unset OIDC_ISSUER answers 404.
    { operation: 'GET /api/authentication/oidc/config', who: 'everyone' },
    { operation: 'GET /api/authentication/oidc/start', who: 'everyone' },
    { operation: 'GET /api/authentication/oidc/callback', who: 'everyone' },
    { operation: 'POST /api/authentication/oidc/exchange', who: 'everyone' },
    { operation: 'POST /api/authentication/oidc/backchannel-logout', who: 'everyone' },
    { operation: 'GET /api/globals/all', who: 'everyone' },
    { operation: 'POST /api/globals/set', who: 'SA' },
    { operation: 'POST /api/user/create', who: 'users' },
    { operation: 'GET /api/users/getAll', who: 'users', url: '/api/users/getAll?type=operator' },
    { operation: 'GET /api/user/{token}', who: 'users', url: `/api/user/${ids.guestSlug}` },
    { operation: 'GET /api/user/active', who: 'signedIn' },
    { operation: 'GET /api/user/get', who: 'users', url: `/api/user/get?id=${ids.user}` },
    { operation: 'POST /api/user/reset-password/id', who: 'everyone' },
    { operation: 'POST /api/user/reset-password/email', who: 'everyone' },
    { operation: 'POST /api/user/update-password', who: 'everyone' },
    { operation: 'POST /api/user/delete', who: 'users' },
    { operation: 'POST /api/user/send-password-link', who: 'users' },
    { operation: 'POST /api/user/guest/extend', who: 'users' },
    { operation: 'POST /api/user/guest/expire', who: 'users' },
    // Second factors (issue 32 items 3 and 4): the sign-in steps are public (the challenge or the
    // passkey is the credential); an SA or AM keeps their own; the user editor shows and resets them.
    { operation: 'POST /api/authentication/second-factor', who: 'everyone' },
    { operation: 'POST /api/authentication/passkey/options', who: 'everyone' },
    { operation: 'POST /api/authentication/passkey', who: 'everyone' },
    { operation: 'GET /api/mfa', who: 'admin' },
    { operation: 'POST /api/mfa/passkeys/options', who: 'admin' },
    { operation: 'POST /api/mfa/passkeys', who: 'admin' },
    { operation: 'POST /api/mfa/passkeys/delete', who: 'admin' },
    { operation: 'POST /api/mfa/totp/start', who: 'admin' },
    { operation: 'POST /api/mfa/totp/confirm', who: 'admin' },
    { operation: 'POST /api/mfa/totp/delete', who: 'admin' },
    { operation: 'POST /api/mfa/recovery-codes', who: 'admin' },
    {
      operation: 'GET /api/user/sign-in-methods',
      who: 'users',
      url: `/api/user/sign-in-methods?id=${ids.user}`,
    },
    { operation: 'POST /api/user/reset-second-factor', who: 'SA' },
    // Operators are people management: AM and SA read them (for their users), only an SA edits them.
    { operation: 'GET /api/operator/get', who: 'users' },
    { operation: 'GET /api/operator/{id}', who: 'users', url: `/api/operator/${ids.operator}` },
    { operation: 'POST /api/operator/create', who: 'SA' },
    { operation: 'POST /api/operator/delete', who: 'SA' },
    // Events the app reports come from every signed-in page (DESIGN: the login success event); the
    // audit trail and those events are read by an SA, and by an AM about the users they manage.
    { operation: 'POST /api/logs/create', who: 'signedIn' },
    { operation: 'GET /api/logs/get', who: 'users', url: '/api/logs/get?limit=1' },
    { operation: 'GET /api/logs/client-events', who: 'users', url: '/api/logs/client-events?limit=1' },

    // Games: the lists answer what the caller may see, visitors included (decision 020).
    { operation: 'POST /api/game/all', who: 'everyone' },
    { operation: 'POST /api/game/date', who: 'everyone' },
    { operation: 'POST /api/game/featured', who: 'everyone' },
    { operation: 'GET /api/game/get', who: 'everyone', url: `/api/game/get?id=${ids.game}` },
    { operation: 'GET /api/game/ids', who: 'everyone', url: `/api/game/ids?ids=${ids.game}` },
    { operation: 'GET /api/game/name', who: 'everyone', url: '/api/game/name?name=Matrix%20Gold' },
    { operation: 'POST /api/game/create', who: 'SA' },
    { operation: 'POST /api/game/delete', who: 'SA' },

    // Draw games and their page content.
    ...(['popular-draw-games', 'frequency-draw-games', 'enhanced-features'] as const).flatMap(
      (kind): Row[] => [
        { operation: `POST /api/${kind}/all`, who: 'everyone' },
        { operation: `POST /api/${kind}/create`, who: 'SA' },
        { operation: `POST /api/${kind}/delete`, who: 'SA' },
        { operation: `GET /api/${kind}/revisions`, who: 'SA', url: `/api/${kind}/revisions?id=1` },
        { operation: `POST /api/${kind}/restore`, who: 'SA' },
      ],
    ),
    { operation: 'GET /api/popular-draw-game/get', who: 'everyone', url: '/api/popular-draw-game/get?id=1' },
    ...(
      ['popular-draw-games-content', 'frequency-draw-games-content', 'enchanced-features-content'] as const
    ).flatMap((content): Row[] => [
      { operation: `GET /api/${content}/get`, who: 'everyone' },
      { operation: `POST /api/${content}/create`, who: 'SA' },
    ]),

    // The asset library.
    { operation: 'GET /api/asset/{id}', who: 'assets', url: `/api/asset/${ids.file}` },
    { operation: 'GET /api/asset/directory', who: 'assets', url: `/api/asset/directory?id=${ids.folder}` },
    { operation: 'GET /api/asset/game/directory', who: 'assets' },
    { operation: 'GET /api/asset/user/directory', who: 'assets' },
    { operation: 'GET /api/asset/popular-draw-game/directory', who: 'assets' },
    { operation: 'GET /api/asset/get/documentCentre', who: 'everyone' },
    { operation: 'GET /api/asset/get/financialDocumentCentre', who: 'assets' },
    { operation: 'POST /api/asset/create/folder', who: 'SA' },
    { operation: 'POST /api/asset/delete', who: 'SA' },
    { operation: 'POST /api/asset/game', who: 'SA' },
    { operation: 'POST /api/asset/move', who: 'SA' },
    { operation: 'POST /api/asset/put', who: 'SA' },
    { operation: 'POST /api/asset/putIntoParent', who: 'SA' },
    { operation: 'POST /api/asset/rename', who: 'SA' },
    // The trash (decision 140): SA only.
    { operation: 'GET /api/asset/trash', who: 'SA' },
    { operation: 'POST /api/asset/trash/restore', who: 'SA' },
    { operation: 'POST /api/asset/trash/purge', who: 'SA' },
    // The first upload into a user's folder makes it (reading it never does: decision 096).
    { operation: 'POST /api/asset/user', who: 'SA' },
    { operation: 'GET /api/asset/user/folder', who: 'SA', url: `/api/asset/user/folder?id=${ids.user}` },
    // Resumable uploads (tus) into asset folders are edits: SA (decision 145).
    { operation: 'POST /api/uploads', who: 'SA' },
    { operation: 'PATCH /api/uploads/{id}', who: 'SA', url: `/api/uploads/${'0'.repeat(32)}` },
    { operation: 'DELETE /api/uploads/{id}', who: 'SA', url: `/api/uploads/${'0'.repeat(32)}` },
    { operation: 'GET /download/asset/{id}', who: 'assets', url: `/download/asset/${ids.file}` },
    { operation: 'GET /download/asset/zip/{id}', who: 'assets', url: `/download/asset/zip/${ids.folder}` },
    // Previews: anyone may ask and the asset policy decides per item (issue 9): a game's artwork is
    // for whoever sees the game, a file of the resource library (this one) for the asset area.
    {
      operation: 'GET /download/asset/{id}/{variant}',
      who: 'assets',
      url: `/download/asset/${ids.file}/preview`,
    },

    // News and page content: public reads, SA edits.
    { operation: 'GET /api/news/get', who: 'everyone', url: '/api/news/get?limit=9' },
    { operation: 'GET /api/search', who: 'everyone', url: '/api/search?q=gold' },
    { operation: 'GET /api/news/getall', who: 'SA' },
    { operation: 'GET /api/news/gettags', who: 'SA' },
    { operation: 'GET /api/news/getstoredassets', who: 'SA' },
    { operation: 'POST /api/news/add', who: 'SA' },
    { operation: 'POST /api/news/edit', who: 'SA' },
    { operation: 'POST /api/news/delete', who: 'SA' },
    { operation: 'POST /api/news/putasset', who: 'SA' },
    { operation: 'GET /api/news/revisions', who: 'SA', url: '/api/news/revisions?id=1' },
    { operation: 'POST /api/news/restore', who: 'SA' },
    ...CONTENT_PAGES.flatMap((page): Row[] => [
      { operation: `GET /api/content/get${page}`, who: 'everyone' },
      { operation: `POST /api/content/edit${page}`, who: 'SA' },
    ]),
    { operation: 'POST /api/content/editpromotionaltoolsmodules', who: 'SA' },
    { operation: 'GET /api/content/getstoredassets', who: 'SA' },
    { operation: 'POST /api/content/putasset', who: 'SA' },
    { operation: 'GET /api/content/revisions', who: 'SA', url: '/api/content/revisions?page=homepage' },
    { operation: 'POST /api/content/restore', who: 'SA' },

    // The pipeline's plan, and the admin dashboard.
    { operation: 'GET /api/roadmap/get', who: 'pipeline' },
    { operation: 'POST /api/roadmap/put', who: 'SA' },
    { operation: 'GET /api/dashboard/summary', who: 'admin' },
    { operation: 'GET /api/analytics/downloads', who: 'admin' },
    { operation: 'GET /api/analytics/downloads.csv', who: 'admin' },

    // What is new for you, and the e-mail digest (issue 29 items 3 and 4): the Games permission, which
    // every signed-in group has; the digest's unsubscribe link needs no sign-in (its token is signed).
    { operation: 'GET /api/whats-new', who: 'signedIn' },
    { operation: 'POST /api/whats-new/seen', who: 'signedIn' },
    { operation: 'GET /api/digest/settings', who: 'signedIn' },
    { operation: 'POST /api/digest/settings', who: 'signedIn' },
    { operation: 'POST /api/digest/unsubscribe', who: 'everyone', url: '/api/digest/unsubscribe?token=1.x' },

    // For load balancers and monitors.
    { operation: 'GET /api/health', who: 'everyone' },
    { operation: 'GET /api/health/ready', who: 'everyone' },

    // The API's own description.
    { operation: 'GET /api/openapi.json', who: 'everyone' },
    { operation: 'GET /api/docs', who: 'everyone' },
  ];
}

/** Provider staff: the only callers an embargo never holds (issue 31 item 4, decision 150). */
export const EMBARGO_PASSES: readonly Caller[] = ['CM', 'AM', 'SA'];

/** An embargoed game's assets: a file, a folder and an image of its tree, made by the matrix. */
export interface EmbargoedAssets {
  file: number;
  folder: number;
  image: number;
}

/**
 * The cells of the matrix for a game whose assets are embargoed in the callers' region (us--georgia):
 * every path to them, which provider staff may take and nobody else (an operator group hears 404, as
 * for an unknown id; a guest 403 and a visitor 401 as for any asset).
 */
export function embargoedAssetRows(ids: EmbargoedAssets): Required<Pick<Row, 'operation' | 'url'>>[] {
  return [
    { operation: 'GET /api/asset/{id}', url: `/api/asset/${ids.file}` },
    { operation: 'GET /api/asset/game/directory', url: `/api/asset/game/directory?id=${ids.folder}` },
    { operation: 'GET /download/asset/{id}', url: `/download/asset/${ids.file}` },
    { operation: 'GET /download/asset/zip/{id}', url: `/download/asset/zip/${ids.folder}` },
    { operation: 'GET /download/asset/{id}/{variant}', url: `/download/asset/${ids.image}/preview` },
  ];
}
