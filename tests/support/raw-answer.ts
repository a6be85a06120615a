import { get } from 'node:http';

export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** The answer exactly as sent (Node's fetch would decompress it out of sight). */
export const rawAnswer = (url: string, headers: Record<string, string> = {}) =>
  new Promise<RawAnswer>((done, failed) => {
    get(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () =>
        done({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    }).on('error', failed);
  });

/** The same, asking for an encoding. */
export const raw = (url: string, acceptEncoding?: string) =>
  rawAnswer(url, acceptEncoding ? { 'accept-encoding': acceptEncoding } : {});
