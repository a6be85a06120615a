import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect, it } from 'vitest';
import { raw } from '#tests/support/raw-answer.ts';
import { describeApi } from '#tests/support/suite.ts';

describeApi('compression', (server) => {
  it('sends JSON above 1 KB as brotli or gzip by Accept-Encoding, the same JSON once decoded', async () => {
    const url = `${server().url}/api/universities?limit=12`;
    const plain = await raw(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(String(plain.headers.vary).toLowerCase()).toContain('accept-encoding');
    const brotli = await raw(url, 'gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.body).equals(plain.body)).toBe(true);
    const gzip = await raw(url, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true);
    console.log(
      `catalogue page of 12: ${plain.body.length} B plain, ${gzip.body.length} B gzip, ${brotli.body.length} B brotli`,
    );
    expect(brotli.body.length).toBeLessThan(plain.body.length / 2);
  });

  it('leaves small answers and clients that take no encoding alone', async () => {
    const small = await raw(`${server().url}/api/auth/me`, 'br');
    expect(small.headers['content-encoding']).toBeUndefined();
    const refused = await raw(`${server().url}/api/universities?limit=12`, 'br;q=0, gzip;q=0');
    expect(refused.headers['content-encoding']).toBeUndefined();
  });

  it('serves the built files compressed at build time', async () => {
    const page = await raw(`${server().url}/login`);
    const entry = /src="(\/assets\/[^"]+\.js)"/.exec(page.body.toString())?.[1];
    expect(entry).toBeDefined();
    const plain = await raw(`${server().url}${entry}`);
    const brotli = await raw(`${server().url}${entry}`, 'br, gzip');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.body).equals(plain.body)).toBe(true);
    console.log(`portal entry script: ${plain.body.length} B plain, ${brotli.body.length} B brotli`);
  });
});
