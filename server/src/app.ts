import http from 'node:http';
import path from 'node:path';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import type { Config } from './config.ts';
import { underStorageLock } from './db/advisory-lock.ts';
import type { Db } from './db/kysely.ts';
import { FrontCache } from './lib/front-cache.ts';
import { countUploadedFile } from './lib/metrics.ts';
import { openSharedState } from './lib/redis.ts';
import { appPages } from './lib/route-pages.ts';
import { loadPageRenderer } from './lib/server-render.ts';
import { type Clock, systemClock } from './lib/time.ts';
import { createMailer } from './mail/index.ts';
import { recordDownloads } from './modules/analytics/analytics.repository.ts';
import { analyticsRoutes } from './modules/analytics/analytics.routes.ts';
import { AnalyticsService } from './modules/analytics/analytics.service.ts';
import { DownloadRecorder } from './modules/analytics/recorder.ts';
import { type AssetServices, createAssetServices } from './modules/assets/asset-services.ts';
import { assetsRoutes } from './modules/assets/assets.routes.ts';
import { resumableUploadsRoutes } from './modules/assets/resumable-uploads.routes.ts';
import { ResumableUploads } from './modules/assets/resumable-uploads.service.ts';
import { TrashPurge } from './modules/assets/trash-purge.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { AuthService } from './modules/auth/auth.service.ts';
import { LoginThrottle } from './modules/auth/login-throttle.ts';
import { mfaRoutes } from './modules/auth/mfa.routes.ts';
import { MfaService } from './modules/auth/mfa.service.ts';
import { PasswordLinksService } from './modules/auth/password-links.service.ts';
import { resolveTokenSecret, TokenSigner } from './modules/auth/tokens.ts';
import { contentRoutes } from './modules/content/content.routes.ts';
import { ContentService } from './modules/content/content.service.ts';
import { downloadsRoutes } from './modules/downloads/downloads.routes.ts';
import { DownloadsService } from './modules/downloads/downloads.service.ts';
import { drawGamesRoutes } from './modules/draw-games/draw-games.routes.ts';
import { DrawGamesService } from './modules/draw-games/draw-games.service.ts';
import { gamesRoutes } from './modules/games/games.routes.ts';
import { GamesService } from './modules/games/games.service.ts';
import { globalsRoutes } from './modules/globals/globals.routes.ts';
import { GlobalsService } from './modules/globals/globals.service.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { HealthService } from './modules/health/health.service.ts';
import { logsRoutes } from './modules/logs/logs.routes.ts';
import { LogsService } from './modules/logs/logs.service.ts';
import { newsRoutes } from './modules/news/news.routes.ts';
import { NewsService } from './modules/news/news.service.ts';
import { operatorsRoutes } from './modules/operators/operators.routes.ts';
import { OperatorsService } from './modules/operators/operators.service.ts';
import { roadmapRoutes } from './modules/roadmap/roadmap.routes.ts';
import { RoadmapService } from './modules/roadmap/roadmap.service.ts';
import { searchRoutes } from './modules/search/search.routes.ts';
import { SearchService } from './modules/search/search.service.ts';
import { ssoRoutes } from './modules/sso/sso.routes.ts';
import { SsoService } from './modules/sso/sso.service.ts';
import { GuestReminders } from './modules/users/guest-reminders.ts';
import { usersRoutes } from './modules/users/users.routes.ts';
import { UsersService } from './modules/users/users.service.ts';
import { DigestService } from './modules/whats-new/digest.service.ts';
import { UnsubscribeTokens } from './modules/whats-new/unsubscribe-token.ts';
import { whatsNewRoutes } from './modules/whats-new/whats-new.routes.ts';
import { WhatsNewService } from './modules/whats-new/whats-new.service.ts';
import { registerAnswerCheck } from './plugins/answer-check.ts';
import { registerAuth } from './plugins/auth.ts';
import { registerCompression } from './plugins/compression.ts';
import { answerFrameworkError, registerErrorHandling } from './plugins/errors.ts';
import { registerMetrics } from './plugins/metrics.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { registerRequestLog } from './plugins/request-log.ts';
import { registerSameSiteWrites, registerSecurityHeaders } from './plugins/security.ts';
import { DiskBlobStore } from './storage/disk.ts';
import { ResumableFileStore } from './storage/resumable-store.ts';

const STORAGE_GRACE_MS = 24 * 60 * 60 * 1000;
// A resumable upload left unfinished this long is removed (decision 145).
const UPLOAD_KEPT_MS = 7 * 24 * 60 * 60 * 1000;

export interface AppDeps {
  config: Config;
  database: Db;
  clock?: Clock;
}

/** The service instances behind the routes, for the test factories (server/src/test/factories.ts). */
export interface Services {
  auth: AuthService;
  globals: GlobalsService;
  logs: LogsService;
  assets: AssetServices;
  games: GamesService;
  drawGames: DrawGamesService;
  downloadRecorder: DownloadRecorder;
  resumableStore: ResumableFileStore;
  digest: DigestService;
}

/** Builds the whole server: plugins, the request pipeline, and every module's routes. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  return (await buildPortal(deps)).app;
}

/** buildApp, also answering the services it made, so tests write through the same instances. */
export async function buildPortal({
  config,
  database,
  clock = systemClock,
}: AppDeps): Promise<{ app: FastifyInstance; services: Services }> {
  const frontCache = new FrontCache();
  const app = Fastify({
    logger: { level: config.logLevel },
    // Our request log (plugins/request-log.ts) replaces Fastify's per-request lines.
    logController: new LogController({ disableRequestLogging: true }),
    // The front cache answers what it can before Fastify; the rest goes on (decision 035).
    serverFactory: (handler) => {
      const server = http.createServer((request, response) => {
        if (!frontCache.serve(request, response)) handler(request, response);
      });
      // What Fastify sets on the server it makes itself (its keepAliveTimeout default).
      server.keepAliveTimeout = 72_000;
      return server;
    },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    frameworkErrors: answerFrameworkError,
  });

  app.decorate('frontCache', frontCache);
  const shared = await openSharedState(config, app.log);
  const logs = new LogsService(database.db, clock);
  const globals = new GlobalsService({
    shared: shared.versions,
    db: database.db,
    site: { enquiriesEmail: config.enquiriesEmail, videoHost: config.videoHost, demo: config.demo },
    logs,
    clock,
  });
  await globals.all();

  registerSecurityHeaders(app, config, () => globals.frameOrigins());
  await app.register(cookie);
  await app.register(formbody);
  // Uploads stream part by part, never buffered whole (modules/assets/uploads.ts).
  await app.register(multipart, {
    limits: {
      fileSize: config.uploadMaxBytes,
      files: config.uploadMaxFiles,
      fields: 50,
      fieldSize: 64 * 1024,
      parts: config.uploadMaxFiles + 50,
    },
  });
  // The built SPA. Hashed files under assets/ never change; a path that is no file falls through to
  // the not-found handler, which answers index.html (history fallback) or the API's 404 envelope.
  // The web build writes .br and .gz siblings of its text files; they are sent as they are, picked by
  // Accept-Encoding (with Vary), also for index.html through reply.sendFile.
  await app.register(fastifyStatic, {
    root: config.webDist,
    index: false,
    preCompressed: true,
    // The build's .vite/manifest.json is for the build's own checks, not for visitors.
    dotfiles: 'ignore',
    setHeaders: (res, filePath) =>
      res.header(
        'cache-control',
        filePath.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      ),
  });

  const blobs = new DiskBlobStore(config.storageDir);
  const assets = createAssetServices({
    db: database.db,
    blobs,
    clock,
    log: app.log,
    shared: shared.versions,
    storageLock: (work) => underStorageLock(database, work),
    onStored: (file) => countUploadedFile(file.blob.size),
    logs,
    trashDays: config.trashDays,
  });
  // Other instances may have uploads in flight in a shared store: on PostgreSQL only what has lain
  // untouched for a day is left over from a crash. One process per SQLite file has nothing in flight.
  const severalInstances = database.dialect === 'postgres';
  await assets.blobs.recoverStorage(new Date(Date.now() - (severalInstances ? STORAGE_GRACE_MS : 0)));

  // Signing in builds on people: auth reads accounts through the users service. What a change to
  // people needs of signing in is handed in here, so the two modules do not import each other.
  const users = new UsersService({
    db: database.db,
    signIn: {
      endSessionsWithin: (trx, userId, now) => auth.endSessionsWithin(trx, userId, now),
      sendPasswordLink: (userId) => passwordLinks.sendLinkById(userId),
    },
    assets,
    logs,
    clock,
    publicUrl: config.publicUrl,
    shared: shared.versions,
    onPeopleChanged: () => auth.sessionsChanged(),
  });
  const tokenSecret = await resolveTokenSecret(config.tokenSecret, database.db, config.dataDir);
  const signer = new TokenSigner(tokenSecret);
  const throttle = new LoginThrottle(config.loginThrottle, shared.attempts);
  const auth = new AuthService({
    db: database.db,
    users,
    signer,
    throttle,
    clock,
    tokenTtlSeconds: config.tokenTtlSeconds,
    // One process sees every change (SQLite); several hear of each other's through Redis (decision 036).
    keepSessions: database.dialect === 'sqlite' || shared.versions !== undefined,
    sessionsVersion: shared.versions?.topic('sessions'),
    secondFactors: () => mfa,
  });
  const mfa = new MfaService({
    db: database.db,
    users,
    logs,
    throttle,
    clock,
    publicUrl: config.publicUrl,
    required: config.requireAdminMfa,
    signIn: (row) => auth.signInAs(row),
    // Asked only once a request is served, when `sso` below exists.
    signsInWithCompany: (userId) => sso.signsInWithCompany(userId),
    factorsChanged: () => auth.sessionsChanged(),
  });
  const mailer = createMailer(config, app.log);
  const passwordLinks = new PasswordLinksService({
    db: database.db,
    users,
    mailer,
    clock,
    publicUrl: config.publicUrl,
    log: app.log,
    requests: shared.attempts,
  });
  const guestReminders = new GuestReminders({
    db: database.db,
    mailer,
    clock,
    publicUrl: config.publicUrl,
    log: app.log,
  });
  guestReminders.start();
  const trashPurge = new TrashPurge(assets.trash, app.log);
  trashPurge.start();
  void trashPurge.runOnce();
  app.addHook('onClose', async () => {
    await guestReminders.stop();
    await trashPurge.stop();
    await passwordLinks.close();
    await mailer.close();
    await shared.close();
  });

  const downloads = new DownloadsService({ assets, blobs, log: app.log });
  const games = new GamesService({ db: database.db, assets, clock, logs, shared: shared.versions });
  const drawGames = new DrawGamesService({ db: database.db, assets, clock, logs });
  const news = new NewsService({ db: database.db, assets, clock, logs, shared: shared.versions });
  const content = new ContentService({ db: database.db, assets, news, clock, logs });
  const operators = new OperatorsService({ db: database.db, assets, users, logs, clock });
  const downloadRecorder = new DownloadRecorder({
    write: (rows) => recordDownloads(database.db, rows),
    log: app.log,
    enabled: config.recordDownloads,
    clock,
  });
  // app.close() runs this before main.ts closes the database, so the last rows are written.
  app.addHook('onClose', () => downloadRecorder.close());
  const analytics = new AnalyticsService(database.db, clock);
  const health = new HealthService({
    db: database.db,
    storageDir: config.storageDir,
    log: app.log,
    pingRedis: shared.ping,
  });
  const roadmap = new RoadmapService({
    db: database.db,
    clock,
    logs,
    catalogueChanged: () => games.catalogueChanged(),
  });

  // What is new for each user and the e-mail digest (issue 29 items 3 and 4).
  const whatsNew = new WhatsNewService({ db: database.db, clock, games, news, assets });
  const digest = new DigestService({
    db: database.db,
    clock,
    mailer,
    users,
    whatsNew,
    tokens: new UnsubscribeTokens(tokenSecret),
    publicUrl: config.publicUrl,
    log: app.log,
  });
  digest.start(config.digestIntervalMinutes * 60_000);
  app.addHook('onClose', () => digest.stop());

  const pages = appPages(config.webDist, await loadPageRenderer(config.webServerBuild, app));
  registerErrorHandling(app, pages);
  registerSameSiteWrites(app, config.publicUrl);
  registerAuth(app, auth);
  registerCompression(app);
  registerMetrics(app, { token: config.metricsToken });
  registerRequestLog(app);
  registerOpenApi(app, { title: 'Lottery games portal API', version: '1.0.0', publicUrl: config.publicUrl });
  if (config.checkAnswers) registerAnswerCheck(app);

  // A write answers only once the other instances can see it (its cache versions bumped in Redis).
  const { versions } = shared;
  if (versions)
    app.addHook('onSend', (_request, _reply, payload, done) => {
      const settled = versions.settled();
      if (settled) void settled.then(() => done(null, payload));
      else done(null, payload);
    });

  await app.register(authRoutes(auth, passwordLinks, config.secureCookies));
  const sso = new SsoService({ db: database.db, config: config.oidc, users, auth, clock, log: app.log });
  await app.register(ssoRoutes(sso, config.secureCookies));
  await app.register(mfaRoutes(mfa, config.secureCookies));
  await app.register(usersRoutes(users));
  await app.register(globalsRoutes(globals));
  await app.register(logsRoutes(logs));
  await app.register(
    assetsRoutes(assets, { maxFileBytes: config.uploadMaxBytes, maxFiles: config.uploadMaxFiles }),
  );
  await app.register(downloadsRoutes(downloads, downloadRecorder));
  // In the store's folder, shared by the instances: another one can continue an upload (decision 145).
  const resumableStore = new ResumableFileStore(path.join(config.storageDir, 'uploads'), UPLOAD_KEPT_MS);
  const resumable = new ResumableUploads({
    store: resumableStore,
    blobs,
    access: assets.access,
    trees: assets.trees,
    uploads: assets.uploads,
    maxBytes: config.uploadMaxBytes,
  });
  await app.register(resumableUploadsRoutes(resumable, resumableStore));
  const uploadLimits = { maxFileBytes: config.uploadMaxBytes, maxFiles: config.uploadMaxFiles };
  await app.register(gamesRoutes(games, assets.uploads, uploadLimits));
  await app.register(drawGamesRoutes(drawGames, assets.uploads, uploadLimits));
  await app.register(newsRoutes(news, assets.uploads, uploadLimits));
  await app.register(contentRoutes(content, assets.uploads, uploadLimits));
  await app.register(operatorsRoutes(operators, assets.uploads, uploadLimits));
  await app.register(roadmapRoutes(roadmap));
  await app.register(analyticsRoutes(analytics));
  await app.register(healthRoutes(health));
  await app.register(
    searchRoutes(
      new SearchService({ db: database.db, dialect: database.dialect, assets: assets.access, clock }),
    ),
  );
  await app.register(whatsNewRoutes(whatsNew, digest));

  app.get('/', { config: { access: 'public' } }, (request, reply) => pages.send(request, reply, '/'));

  return {
    app,
    services: { auth, globals, logs, assets, games, drawGames, downloadRecorder, resumableStore, digest },
  };
}
