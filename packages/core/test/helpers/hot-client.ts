import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { Socket } from 'node:net';

/** A payload the dev server sends over its hot-update WebSocket. */
export interface HotMessage {
  type: string;
  event?: string;
  data?: unknown;
}

/**
 * A tab's connection to the dev server's hot-update WebSocket (Node 20 has no WebSocket client):
 * the messages it got, and `send` for a custom event, as `import.meta.hot.send` does.
 */
export async function connectHot(url: string): Promise<{
  messages: HotMessage[];
  send(event: string, data?: unknown): void;
  close(): void;
}> {
  const [socket, head] = await new Promise<[Socket, Buffer]>((resolve, reject) => {
    const request = http.request(url, {
      headers: {
        Connection: 'Upgrade',
        Upgrade: 'websocket',
        'Sec-WebSocket-Key': randomBytes(16).toString('base64'),
        'Sec-WebSocket-Version': '13',
        'Sec-WebSocket-Protocol': 'vite-hmr',
      },
    });
    request.on('upgrade', (_response, upgraded, head) => resolve([upgraded, head]));
    request.on('response', (response) => reject(new Error(`no upgrade: ${response.statusCode}`)));
    request.on('error', reject);
    request.end();
  });
  const messages: HotMessage[] = [];
  let pending = Buffer.alloc(0);
  const read = (chunk: Buffer) => {
    pending = Buffer.concat([pending, chunk]);
    // Unmasked frames from the server: text (opcode 1) is kept, others skipped.
    for (;;) {
      if (pending.length < 2) return;
      const short = (pending[1] as number) & 0x7f;
      const start = short === 126 ? 4 : short === 127 ? 10 : 2;
      if (pending.length < start) return;
      const length =
        short === 126 ? pending.readUInt16BE(2) : short === 127 ? Number(pending.readBigUInt64BE(2)) : short;
      if (pending.length < start + length) return;
      if (((pending[0] as number) & 0x0f) === 1)
        messages.push(JSON.parse(pending.subarray(start, start + length).toString('utf8')) as HotMessage);
      pending = pending.subarray(start + length);
    }
  };
  read(head);
  socket.on('data', read);
  return {
    messages,
    send(event, data = {}) {
      const payload = Buffer.from(JSON.stringify({ type: 'custom', event, data }));
      const mask = randomBytes(4);
      const head =
        payload.length < 126
          ? Buffer.from([0x81, 0x80 | payload.length])
          : Buffer.from([0x81, 0x80 | 126, payload.length >> 8, payload.length & 0xff]);
      socket.write(Buffer.concat([head, mask, payload.map((byte, i) => byte ^ (mask[i % 4] as number))]));
    },
    close: () => socket.destroy(),
  };
}
