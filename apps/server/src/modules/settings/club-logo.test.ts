import sharp from 'sharp';
import { beforeEach, describe, expect, it } from 'vitest';
import { SETTINGS_MESSAGES } from '@club/shared';
import { settings } from '../../db/schema/index.js';
import { createMember } from '../../../test/factories.js';
import { bearer, useTestApp } from '../../../test/harness.js';
import { multipart } from '../../../test/multipart.js';

const t = useTestApp();
let adminToken: string;
beforeEach(async () => {
  adminToken = await t.signIn(await createMember(t.db, { role: 'admin' }));
});

const image = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 30, b: 40 } } });
const upload = (fileName: string, content: Buffer | string, token = adminToken) => {
  const body = multipart('logo', fileName, content, 'image/png');
  return t.app.inject({
    method: 'POST',
    url: '/api/settings/upload-logo',
    payload: body.payload,
    headers: { ...body.headers, ...bearer(token) },
  });
};

describe('logo upload', () => {
  it('makes a PNG or a JPEG into a 128×128 PNG, and saves nothing by itself', async () => {
    for (const [name, bytes] of [
      ['wide.png', await image(300, 120).png().toBuffer()],
      ['photo.JPEG', await image(90, 400).jpeg().toBuffer()],
      ['small.jpg', await image(40, 40).jpeg().toBuffer()],
    ] as const) {
      const response = await upload(name, bytes);
      expect(response.statusCode).toBe(200);
      const { logo_data } = response.json().data;
      expect(typeof logo_data).toBe('string');
      const metadata = await sharp(Buffer.from(logo_data, 'base64')).metadata();
      expect(metadata).toMatchObject({ format: 'png', width: 128, height: 128 });
    }
    expect(await t.db.select().from(settings)).toEqual([]);
  });

  it('pads a wide or tall logo to a square with transparent margins, neither cropping nor stretching it (issue 17)', async () => {
    // A 300×100 wordmark: red, green and blue thirds; all three must survive, at their proportions.
    const width = 300;
    const height = 100;
    const pixels = Buffer.alloc(width * height * 3);
    for (let index = 0; index < width * height; index += 1) {
      const third = Math.floor((index % width) / 100);
      pixels[index * 3 + third] = 255;
    }
    const wide = await sharp(pixels, { raw: { width, height, channels: 3 } })
      .png()
      .toBuffer();
    const response = await upload('wordmark.png', wide);
    expect(response.statusCode).toBe(200);
    const { data, info } = await sharp(Buffer.from(response.json().data.logo_data, 'base64'))
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(info).toMatchObject({ width: 128, height: 128, channels: 4 });
    const pixel = (x: number, y: number) => [...data.subarray((y * 128 + x) * 4, (y * 128 + x) * 4 + 4)];
    // The image is 128×43 in the middle; above and below it, nothing.
    expect(pixel(64, 2)[3]).toBe(0);
    expect(pixel(64, 125)[3]).toBe(0);
    expect(pixel(2, 64)).toEqual([255, 0, 0, 255]);
    expect(pixel(64, 64)).toEqual([0, 255, 0, 255]);
    expect(pixel(125, 64)).toEqual([0, 0, 255, 255]);
  });

  it('judges the content, not the name', async () => {
    for (const [name, bytes] of [
      ['logo.png', Buffer.from('this is text, not an image')],
      ['logo.png', await image(50, 50).gif().toBuffer()],
      ['logo.gif', await image(50, 50).png().toBuffer()],
      ['logo.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>'],
    ] as const) {
      const response = await upload(name, bytes);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({
        message: SETTINGS_MESSAGES.logoBadType,
        errors: { logo: SETTINGS_MESSAGES.logoBadType },
      });
    }
  });

  it('refuses a file over the upload limit with 413, and members with 403', async () => {
    await t.db.insert(settings).values({ key: 'max_upload_size', value: 1 });
    const noisy = await sharp(Buffer.from(Array.from({ length: 700 * 700 * 3 }, (_, i) => (i * 7919) % 251)), {
      raw: { width: 700, height: 700, channels: 3 },
    })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(noisy.length).toBeGreaterThan(1024 * 1024);
    expect((await upload('big.png', noisy)).statusCode).toBe(413);
    const memberToken = await t.signIn(await createMember(t.db));
    expect((await upload('small.png', await image(10, 10).png().toBuffer(), memberToken)).statusCode).toBe(403);
  });
});
