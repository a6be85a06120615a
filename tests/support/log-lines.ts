/** A line of the server's request log (server/utils/request-record.ts). */
export interface LogLine {
  level: number;
  time: string;
  requestId?: string;
  method?: string;
  path?: string;
  status?: number;
  durationMs?: number;
  userId?: number;
  fromMemory?: boolean;
}

const lines = (output: string): LogLine[] =>
  output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line));

/** Waits until the server has written the line of one request (it is written after the answer). */
export async function lineOf(output: () => string, requestId: string): Promise<LogLine> {
  for (let tries = 0; tries < 200; tries++) {
    const line = lines(output()).find((entry) => entry.requestId === requestId);
    if (line) return line;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`no log line for request ${requestId}:\n${output()}`);
}
