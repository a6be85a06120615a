// The baseline of the catalogue benchmark: a bare Node http handler answering the same JSON
// bytes from memory. Usage: node tests/bench/bare-handler.ts <port> <file with the body>
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const [port, file] = process.argv.slice(2);
const body = readFileSync(file);

createServer((_, response) => {
  response.writeHead(200, { 'content-type': 'application/json', 'content-length': body.length });
  response.end(body);
}).listen(Number(port), '127.0.0.1', () => console.log('ready'));
