import fp from 'fastify-plugin';
import compress from '@fastify/compress';

/**
 * Compresses dynamic answers over 1 KB (API JSON, CSV, the page itself) by Accept-Encoding (issue 18). The web
 * app's files are compressed at build time and sent as they are; an answer that already has a Content-Encoding
 * (those files, a gzip backup) or a type that does not compress (images, archives) passes through untouched.
 */
export const compressionPlugin = fp(
  async (app) => {
    await app.register(compress, {
      threshold: 1024,
      encodings: ['br', 'gzip'],
      // Clients send small JSON; inflating request bodies would only open a door to decompression bombs.
      globalDecompression: false,
    });
  },
  { name: 'compression' },
);
