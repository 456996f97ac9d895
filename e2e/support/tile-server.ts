import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';

const TILE_SIZE = 256;

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A plain 256 px map tile: pale land with a faint edge, so the tile grid shows in screenshots. */
function makeTile(): Buffer {
  const land = [0xf1, 0xee, 0xe6];
  const edge = [0xd6, 0xd0, 0xc4];
  const rows: Buffer[] = [];
  for (let y = 0; y < TILE_SIZE; y += 1) {
    const row = Buffer.alloc(1 + TILE_SIZE * 3); // filter byte 0, then RGB pixels
    for (let x = 0; x < TILE_SIZE; x += 1) row.set(x === 0 || y === 0 ? edge : land, 1 + x * 3);
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(TILE_SIZE, 0);
  header.writeUInt32BE(TILE_SIZE, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, default compression, filter and interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', zlib.deflateSync(Buffer.concat(rows))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * Map tiles on loopback for the e2e server's MAP_TILE_URL, so the map page loads real tile images without a request
 * leaving the machine. Every /{z}/{x}/{y}.png is the same plain tile.
 */
export class TileServer {
  private readonly tile = makeTile();
  private server: http.Server | undefined;
  private port = 0;

  /** A Leaflet URL template for this server. */
  get urlTemplate(): string {
    return `http://127.0.0.1:${this.port}/{z}/{x}/{y}.png`;
  }

  async start(): Promise<this> {
    this.server = http.createServer((request, response) => {
      if (!/^\/\d+\/\d+\/\d+\.png$/.test(request.url ?? '')) {
        response.writeHead(404).end();
        return;
      }
      response.writeHead(200, { 'content-type': 'image/png', 'cache-control': 'max-age=3600' });
      response.end(this.tile);
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', () => resolve()));
    this.port = (this.server.address() as AddressInfo).port;
    return this;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}
