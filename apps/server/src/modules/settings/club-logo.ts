import sharp from 'sharp';
import { LOGO_SIZE_PX, SETTINGS_MESSAGES } from '@club/shared';
import { AppError } from '../../lib/errors.js';

const ALLOWED_NAME = /\.(jpe?g|png)$/i;
const ALLOWED_FORMATS = new Set(['jpeg', 'png']);
// A small file can still claim to be enormous; refuse before decoding rather than fill the memory.
const MAX_INPUT_PIXELS = 50_000_000;
const TRANSPARENT = { r: 0, g: 0, b: 0, alpha: 0 };

const badType = () =>
  new AppError('VALIDATION', SETTINGS_MESSAGES.logoBadType, { fieldErrors: { logo: SETTINGS_MESSAGES.logoBadType } });

/**
 * SPEC §5 logo: a JPG, JPEG or PNG, judged by its content and not only its name, made square and resized to 128×128.
 * Issue 17: a wide or tall logo is padded to a square with transparent margins, never stretched, and never cropped
 * either, since a club's logo is often a wordmark whose ends would be cut. The answer is the base64 of a PNG (which
 * keeps the transparency), the form club_logo_data is stored in.
 */
export async function prepareClubLogo(file: { name: string; bytes: Buffer }): Promise<{ logo_data: string }> {
  // sharp throws on an empty buffer before it reads anything; an empty file is simply not an image.
  if (!ALLOWED_NAME.test(file.name) || file.bytes.length === 0) throw badType();
  const image = sharp(file.bytes, { limitInputPixels: MAX_INPUT_PIXELS });
  const metadata = await image.metadata().catch(() => {
    throw badType();
  });
  if (!metadata.format || !ALLOWED_FORMATS.has(metadata.format)) throw badType();
  const png = await image
    .rotate()
    .resize(LOGO_SIZE_PX, LOGO_SIZE_PX, { fit: 'contain', position: 'centre', background: TRANSPARENT })
    .png()
    .toBuffer()
    .catch(() => {
      throw badType();
    });
  return { logo_data: png.toString('base64') };
}
