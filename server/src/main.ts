import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { underStartupLock } from './db/advisory-lock.ts';
import { migrateToLatest } from './db/migrate.ts';
import { openConfiguredDatabase } from './db/open.ts';
import { DEMO_ACCOUNTS, DEMO_GUESTS, seedDemoData } from './seed/index.ts';

const config = loadConfig();
const database = openConfiguredDatabase(config);
// Instances starting together migrate and seed one after the other; the second finds it done.
const seeded = await underStartupLock(database, async () => {
  await migrateToLatest(database);
  return config.seed === 'demo' ? seedDemoData(database.db, config) : false;
});
const app = await buildApp({ config, database });

let closing = false;
/**
 * SIGTERM or SIGINT: stop taking requests (a new one is refused; the load balancer's next readiness
 * check fails), let those in flight finish, downloads included, for up to SHUTDOWN_GRACE_SECONDS,
 * then cut what is left; write what the recorder holds, close the database and exit.
 */
const close = async () => {
  if (closing) return;
  closing = true;
  const grace = setTimeout(() => {
    app.log.warn(
      { seconds: config.shutdownGraceSeconds },
      'shutdown grace over: closing the connections left',
    );
    app.server.closeAllConnections();
  }, config.shutdownGraceSeconds * 1000);
  grace.unref();
  await app.close();
  clearTimeout(grace);
  await database.destroy();
  process.exit(0);
};
process.once('SIGINT', close);
process.once('SIGTERM', close);

await app.listen({ port: config.port, host: config.host });
const address = `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port}`;
const lines = [
  `Portal listening on ${address}`,
  `Database: ${config.databaseUrl ? 'PostgreSQL' : `SQLite in ${config.dataDir}`}${seeded ? ' (demo data seeded)' : ''}`,
];
if (config.seed === 'demo') {
  lines.push(
    `Demo accounts (password: ${config.demoPassword === 'demo-password' ? 'demo-password' : 'PORTAL_DEMO_PASSWORD'}):`,
  );
  for (const account of DEMO_ACCOUNTS)
    lines.push(
      `  ${account.email.padEnd(24)} ${account.userType} ${account.userGroup}${account.invited ? ' (invited: no password yet, use Forgot your details?)' : ''}`,
    );
  for (const guest of DEMO_GUESTS) lines.push(`  ${address}/guest/${guest.slug}  ${guest.note}`);
}
console.log(lines.join('\n'));
