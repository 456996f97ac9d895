/**
 * No import circle between the server's module folders (docs/architecture.md), checked by `npm run lint` beside
 * .dependency-cruiser.cjs, whose resolution options it shares.
 *
 * A cruise of its own, because dependency-cruiser draws its folder graph from every file it reads and a folder rule
 * cannot say which folders a circle may pass through. Over the whole tree every module would be in a circle through
 * the edges: a module's router imports trpc/, whose app router imports every module's router; a module's test
 * imports the harness, which builds the whole app. So this cruise reads the module folders only, without their tests
 * (nothing imports a test, so its setup ties no module to another).
 */
const { options } = require('./.dependency-cruiser.cjs');

const MODULES = '^apps/server/src/modules/';

module.exports = {
  forbidden: [
    {
      name: 'no-module-folder-cycle',
      comment:
        'Two module folders whose files import each other, directly or round a longer circle, can neither change nor be understood apart, even when no single file is in a circle. Move what both need to the module it belongs to, or to lib/ when it is a small helper every module may use.',
      severity: 'error',
      scope: 'folder',
      from: { path: MODULES },
      to: { path: MODULES, circular: true },
    },
  ],
  options: {
    ...options,
    includeOnly: { path: MODULES },
    exclude: { path: [options.exclude.path, '\\.test\\.ts$'].flat() },
  },
};
