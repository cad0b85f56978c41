// Temporary paired A/B Lighthouse comparison (not committed).
import { spawn } from 'node:child_process';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';

const [distA, distB, ...paths] = process.argv.slice(2);
const runs = Number(process.env.RUNS ?? 5);
const repo = '/work/main';
async function start(port: number, dist: string) {
  const child = spawn('node', ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: repo, env: { ...process.env, PORT: String(port), DATA_DIR: `/tmp/ab/data-${port}-${Date.now()}`, WEB_DIST: dist, WEB_SERVER_BUILD: `${repo}/web/dist-ssr`, NODE_ENV: 'production', LOG_LEVEL: 'warn' }, stdio: 'ignore', detached: true,
  });
  for (let i = 0; i < 240; i++) { try { const r = await fetch(`http://127.0.0.1:${port}/api/globals/all`); if (r.ok) break; } catch {} await new Promise((r) => setTimeout(r, 500)); }
  return child;
}
const a = await start(3401, distA!); const b = await start(3402, distB!);
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
async function token(port: number) { const r = await fetch(`http://127.0.0.1:${port}/api/authentication/login`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'email=customer%40demo.test&password=demo-password' }); return (await r.json()).data; }
const results: Record<string, number[][]> = {};
for (const path of paths) {
  const signedIn = path.startsWith('signed:'); const p = path.replace('signed:', '');
  for (let run = 0; run < runs; run++) {
    for (const [label, port] of [['A', 3401], ['B', 3402]] as const) {
      const page = await browser.newPage();
      const flags: any = { logLevel: 'error', output: 'json', onlyCategories: ['performance'] };
      if (signedIn) { const t = await token(port); await page.goto(`http://127.0.0.1:${port}/robots.txt`); await page.evaluate(`localStorage.setItem('portal-token', ${JSON.stringify(t)}); document.cookie='portal-signed-in=1; path=/'`); const s = await page.createCDPSession(); await s.send('Network.clearBrowserCache'); await s.detach(); flags.disableStorageReset = true; }
      const res = await lighthouse(`http://127.0.0.1:${port}${p}`, flags, undefined, page);
      const lhr = res!.lhr; await page.close();
      const row = [Math.round((lhr.categories.performance!.score ?? 0) * 100), lhr.audits['largest-contentful-paint']!.numericValue!, lhr.audits['total-blocking-time']!.numericValue!, lhr.audits['cumulative-layout-shift']!.numericValue!, lhr.environment.benchmarkIndex];
      (results[`${path} ${label}`] ??= []).push(row);
      console.log(path, label, run + 1, row.map((v) => (typeof v === 'number' ? Math.round(v * 1000) / 1000 : v)).join(' '));
    }
  }
}
const med = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor((xs.length - 1) / 2)]!;
for (const [k, rows] of Object.entries(results)) console.log('MEDIAN', k, 'perf', med(rows.map((r) => r[0]!)), 'LCP', Math.round(med(rows.map((r) => r[1]!))), 'TBT', Math.round(med(rows.map((r) => r[2]!))), 'CLS', med(rows.map((r) => r[3]!)).toFixed(3), 'index', Math.round(med(rows.map((r) => r[4]!))));
await browser.disconnect(); chrome.kill(); process.kill(-a.pid!); process.kill(-b.pid!);
process.exit(0);
