import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { type Counters, memoryCounters } from './counters.ts';
import { redisCounters } from './redis-counters.ts';
import { REDIS_URL, redisAvailable } from '#tests/support/redis.ts';

/** What both kinds of counters must do. */
function behavesLikeCounters(make: () => Counters, key: (name: string) => string) {
  it('counts hits per key and answers the new count', async () => {
    const counters = make();
    expect(await counters.peek(key('a'))).toBe(0);
    expect(await counters.hit(key('a'), 60)).toBe(1);
    expect(await counters.hit(key('a'), 60)).toBe(2);
    expect(await counters.hit(key('b'), 60)).toBe(1);
    expect(await counters.peek(key('a'))).toBe(2);
    expect(await counters.peek(key('b'))).toBe(1);
  });

  it('takes back one hit, and tells how long a window has left', async () => {
    const counters = make();
    expect(await counters.secondsLeft(key('e'))).toBe(0);
    await counters.hit(key('e'), 60);
    await counters.hit(key('e'), 60);
    await counters.undo(key('e'));
    expect(await counters.peek(key('e'))).toBe(1);
    const left = await counters.secondsLeft(key('e'));
    expect(left).toBeGreaterThan(0);
    expect(left).toBeLessThanOrEqual(60);
    await counters.undo(key('never'));
    expect(await counters.peek(key('never'))).toBe(0);
  });

  it('counts every one of many hits sent at once', async () => {
    const counters = make();
    const counts = await Promise.all(Array.from({ length: 20 }, () => counters.hit(key('burst'), 60)));
    expect(counts.sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });

  it('clears one key only', async () => {
    const counters = make();
    await counters.hit(key('c'), 60);
    await counters.hit(key('d'), 60);
    await counters.clear(key('c'));
    expect(await counters.peek(key('c'))).toBe(0);
    expect(await counters.peek(key('d'))).toBe(1);
    expect(await counters.hit(key('c'), 60)).toBe(1);
  });
}

describe('memory counters', () => {
  behavesLikeCounters(
    () => memoryCounters(),
    (name) => name,
  );

  it('forget a count when its window has passed, counted from the first hit', async () => {
    let now = 1_000_000;
    const counters = memoryCounters(() => now);
    await counters.hit('k', 10);
    now += 9_000;
    expect(await counters.hit('k', 10)).toBe(2);
    now += 999;
    expect(await counters.peek('k')).toBe(2);
    now += 1;
    expect(await counters.peek('k')).toBe(0);
    expect(await counters.hit('k', 10)).toBe(1);
  });

  it('stay bounded when many keys expire', async () => {
    let now = 0;
    const counters = memoryCounters(() => now);
    for (let i = 0; i < 100_001; i++) await counters.hit(`key-${i}`, 1);
    now += 2_000;
    await counters.hit('fresh', 1);
    expect(await counters.peek('key-5')).toBe(0);
    expect(await counters.peek('fresh')).toBe(1);
  });
});

const redisReachable = await redisAvailable('the Redis counter tests are');

describe.runIf(redisReachable)('Redis counters', () => {
  const prefix = `study-europe-test:${process.pid}:${Date.now()}:`;
  const opened: Counters[] = [];
  const make = () => {
    const counters = redisCounters(REDIS_URL, prefix);
    opened.push(counters);
    return counters;
  };
  const redis = new Redis(REDIS_URL);

  afterAll(async () => {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
    await Promise.all(opened.map((c) => c.close()));
  });

  behavesLikeCounters(make, (name) => name);

  it('are shared by every instance', async () => {
    const [one, two] = [make(), make()];
    await one.hit('shared', 60);
    expect(await two.hit('shared', 60)).toBe(2);
    expect(await one.peek('shared')).toBe(2);
  });

  it('keep the window of the first hit (later hits do not extend it)', async () => {
    const counters = make();
    await counters.hit('window', 100);
    await counters.hit('window', 5_000);
    const ttl = await redis.ttl(`${prefix}window`);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(100);
  });

  it('forget a count when its window has passed', async () => {
    const counters = make();
    await counters.hit('short', 1);
    expect(await counters.peek('short')).toBe(1);
    await expect.poll(() => counters.peek('short'), { timeout: 3_000, interval: 100 }).toBe(0);
  });
});
