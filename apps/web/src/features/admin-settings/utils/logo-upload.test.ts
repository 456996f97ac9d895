import { describe, expect, it } from 'vitest';
import { uploadLogo } from './logo-upload';

const file = new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png' });
const answer = (status: number, body: unknown) => () =>
  Promise.resolve(
    new Response(typeof body === 'string' ? body : JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    }),
  );

describe('uploadLogo', () => {
  it('sends the file as the multipart field "logo" and resolves with the base64 picture', async () => {
    let sent: FormData | undefined;
    const logoData = await uploadLogo('/api/settings/upload-logo', file, async (_url, init) => {
      sent = init?.body as FormData;
      return answer(200, { status: 'success', data: { logo_data: 'iVBORw0KGgo=' } })();
    });
    expect(logoData).toBe('iVBORw0KGgo=');
    expect((sent?.get('logo') as File).name).toBe('logo.png');
  });

  it('refuses an answer whose logo data is not a string (SPEC §8)', async () => {
    await expect(uploadLogo('/u', file, answer(200, { status: 'success', data: { logo_data: 42 } }))).rejects.toThrow(
      'Logo data is not in the expected format',
    );
  });

  it("shows the server's text when the upload fails", async () => {
    await expect(
      uploadLogo('/u', file, answer(400, { status: 'error', message: 'The logo must be square.' })),
    ).rejects.toThrow('Failed to upload logo: The logo must be square.');
    await expect(uploadLogo('/u', file, answer(502, 'Bad Gateway'))).rejects.toThrow(
      'Failed to upload logo: Bad Gateway',
    );
  });
});
