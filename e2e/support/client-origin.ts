import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

const PAGE = new URL('./rest-client.html', import.meta.url);

/**
 * A second loopback origin serving one static page, a browser client of the app's REST API (issue 15). The suite's
 * server lists this origin in CORS_ORIGINS, as a club lists the sites of its own tools.
 */
export class ClientOrigin {
  private server: http.Server | undefined;
  private port = 0;

  get origin(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  async start(): Promise<this> {
    const page = await fs.readFile(PAGE);
    this.server = http.createServer((request, response) => {
      if ((request.url ?? '/').split('?')[0] !== '/') {
        response.writeHead(404).end();
        return;
      }
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      response.end(page);
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', () => resolve()));
    this.port = (this.server.address() as AddressInfo).port;
    return this;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}
