// The baseline: a bare node:http server (run as a child process) that answers every request with
// the response the parent last sent it over IPC, so the comparison measures the portal's own cost.
import { createServer } from 'node:http';
import type { CapturedResponse } from './types.ts';

type Message = { type: 'set'; response: CapturedResponse };

let status = 503;
let headers: Record<string, string | number> = { 'content-length': 0 };
let body = Buffer.alloc(0);

const server = createServer((request, response) => {
  request.resume();
  response.writeHead(status, headers);
  response.end(body);
});
server.keepAliveTimeout = 65_000;

process.on('message', (message: Message) => {
  if (message.type === 'set') {
    status = message.response.status;
    body = Buffer.from(message.response.bodyBase64, 'base64');
    headers = { 'content-length': body.length };
    if (message.response.contentType) headers['content-type'] = message.response.contentType;
    if (message.response.contentEncoding) headers['content-encoding'] = message.response.contentEncoding;
    process.send?.({ type: 'ack' });
  }
});
process.on('disconnect', () => process.exit(0));

server.listen(Number(process.env.PORT), '127.0.0.1', () => process.send?.({ type: 'ready' }));
