// `npx tsx bench/redis/change-signal.ts`: what each way of telling instances about a write costs
// (decision 033). A version key read per cached answer costs one GET round trip on every read; a
// publish costs nothing per read but reaches the other instances a little later, so a read there
// right after the write may still get the old answer. BENCH_REDIS_URL (redis://127.0.0.1:6379).
import { Redis } from 'ioredis';

const url = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const GETS = 20_000;
const MESSAGES = 5_000;

const writer = new Redis(url);
const reader = new Redis(url);
const key = `bench:version:${process.pid}`;
await writer.set(key, '1');

let started = process.hrtime.bigint();
for (let n = 0; n < GETS; n++) await reader.get(key);
const getMicros = Number(process.hrtime.bigint() - started) / 1000 / GETS;

const channel = `bench:changes:${process.pid}`;
await reader.subscribe(channel);
const delivery: number[] = [];
await new Promise<void>((resolve) => {
  reader.on('message', () => {
    delivery.push(Number(process.hrtime.bigint() - started) / 1000);
    if (delivery.length === MESSAGES) return resolve();
    started = process.hrtime.bigint();
    void writer.publish(channel, 'changed');
  });
  started = process.hrtime.bigint();
  void writer.publish(channel, 'changed');
});
delivery.sort((a, b) => a - b);
const at = (share: number) => delivery[Math.floor(share * (delivery.length - 1))]!.toFixed(0);

console.log(`version key: one GET per cached read, ${getMicros.toFixed(0)} µs mean (${GETS} in a row)`);
console.log(
  `publish: delivered to another connection after p50 ${at(0.5)} µs, p99 ${at(0.99)} µs, max ${at(1)} µs`,
);
await writer.del(key);
writer.disconnect();
reader.disconnect();
