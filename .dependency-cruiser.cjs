/**
 * The import boundaries of docs/architecture.md, checked by `npm run lint` (decision 018). A violation names the rule
 * below. Circles between the server's module folders are checked by .dependency-cruiser-module-folders.cjs.
 */
const SERVER = '^apps/server/src/';
const WEB = '^apps/web/src/';
const ROTA = `${SERVER}modules/rota/`;
// Nothing imports a test, so what a test imports to set up its case ties no module to another.
const A_TEST = '\\.test\\.ts$';
// The one chain between rota features, each link one way: an answer may change availability, which may offer swaps.
const ROTA_CHAIN = { answers: 'availability', availability: 'swaps' };
const ROTA_FEATURES_COMMENT =
  'A rota feature (plan, availability, answers, signup, cancel, swaps, feeds, reminders) builds on rota/night, notify and the modules outside the rota, never on another feature, so each changes alone. The only exception is the declared chain answers → availability → swaps, and it runs one way.';

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment:
        'An import circle ties modules together so that none can change or load alone. A lazy import() is loaded later, on demand, so a circle through one is no circle at load time.',
      severity: 'error',
      from: { path: '^(apps/server/src|apps/web/src|packages/shared/src)/' },
      to: { circular: true, viaOnly: { dependencyTypesNot: ['dynamic-import'] } },
    },
    {
      name: 'web-no-lazy-circle',
      comment:
        "In the web app a circle through a lazy import() ties its modules together too: what a chunk fetches must not lead back to the code that fetches it, or neither can change alone (the shell's sidebar once preloaded pages from the registry that fetched the shell).",
      severity: 'error',
      from: { path: WEB },
      to: { circular: true },
    },
    {
      name: 'shared-knows-no-app',
      comment: 'packages/shared is the contract both apps read; it imports neither of them.',
      severity: 'error',
      from: { path: '^packages/shared/src/' },
      to: { path: '^apps/' },
    },
    {
      name: 'db-knows-no-modules',
      comment: 'The tables and the client know nothing of the rules built on them.',
      severity: 'error',
      from: { path: `${SERVER}db/` },
      to: { path: `${SERVER}(modules|plugins|rest|trpc|jobs|cli)/` },
    },
    {
      name: 'only-db-holds-the-pool',
      comment:
        "Issue 28: every query runs in a club's transaction, where row-level security holds. Only db/ opens the pool (client.ts) and runs a club's transaction on it (club-database.ts); everything else gets a ClubDatabase or a context whose db is that transaction, and may import their types. Tests are exempt: their harness keeps a connection of its own.",
      severity: 'error',
      from: { path: SERVER, pathNot: `${SERVER}db/|${A_TEST}` },
      to: { path: `${SERVER}db/(client|club-database)\\.ts$`, dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'core-never-imports-the-edge',
      comment: 'Services, jobs and helpers are called by the edges (plugins, REST, tRPC), never the other way round.',
      severity: 'error',
      from: { path: `${SERVER}(modules|jobs|lib)/`, pathNot: '(\\.test|\\.router|\\.routes|\\.procedures)\\.ts$' },
      to: { path: `${SERVER}(plugins|rest|trpc)/` },
    },
    {
      name: 'module-edges-take-only-their-builders',
      comment:
        "A module's tRPC router takes the router and procedureFrom; its REST and procedure declarations take their types.",
      severity: 'error',
      from: { path: `${SERVER}modules/.+\\.(router|routes|procedures)\\.ts$` },
      to: {
        path: `${SERVER}(plugins|rest|trpc)/`,
        pathNot: `${SERVER}(trpc/(init|procedure|procedure-from)|rest/route)\\.ts$`,
      },
    },
    {
      name: 'lib-imports-no-module',
      comment: 'lib/ holds small helpers every module may use; it depends on none of them.',
      severity: 'error',
      from: { path: `${SERVER}lib/` },
      to: { path: `${SERVER}(modules|jobs|cli)/` },
    },
    {
      name: 'rota-night-knows-only-db-lib-settings',
      comment:
        'rota/night is the core every rota feature builds on (nights, slots, who serves, timing rules). Importing only db, lib and settings keeps it whole on its own: what two features share moves into it, and nothing of a feature leaks in.',
      severity: 'error',
      from: { path: `${ROTA}night/`, pathNot: A_TEST },
      to: { path: '^apps/', pathNot: `${SERVER}(db|lib|modules/settings|modules/rota/night)/` },
    },
    ...Object.entries(ROTA_CHAIN).map(([feature, next]) => ({
      name: 'rota-features-stay-apart',
      comment: ROTA_FEATURES_COMMENT,
      severity: 'error',
      from: { path: `${ROTA}${feature}/`, pathNot: A_TEST },
      to: { path: ROTA, pathNot: `${ROTA}(night|${feature}|${next})/` },
    })),
    {
      name: 'rota-features-stay-apart',
      comment: ROTA_FEATURES_COMMENT,
      severity: 'error',
      from: { path: `${ROTA}([^/]+)/`, pathNot: `${ROTA}(night|${Object.keys(ROTA_CHAIN).join('|')})/|${A_TEST}` },
      to: { path: ROTA, pathNot: `${ROTA}(night|$1)/` },
    },
    {
      name: 'notify-knows-no-rota',
      comment:
        'notify delivers what the rota hands it. Importing the rota back would make a circle of every feature that sends mail, and tie delivery to the rules that decide what to send.',
      severity: 'error',
      from: { path: `${SERVER}modules/notify/`, pathNot: A_TEST },
      to: { path: ROTA },
    },
    {
      name: 'features-stay-apart',
      comment:
        "A feature never imports another feature; pages compose them. The rota (features/rota/) is one domain in several features with rules of its own, below; no other feature imports any of it, its core included: what another page shows of the rota (the dashboard's next duty and nights needing a replacement) is a rota feature's card that the page hands in, so rota/night stays the rota's own core and changes with the server's rota alone.",
      severity: 'error',
      from: { path: `${WEB}features/([^/]+)/`, pathNot: `${WEB}features/rota/` },
      to: { path: `${WEB}features/`, pathNot: `${WEB}features/$1/` },
    },
    {
      name: 'web-rota-imports-no-other-feature',
      comment: "The rota features use the app's components and lib, never another domain's feature.",
      severity: 'error',
      from: { path: `${WEB}features/rota/` },
      to: { path: `${WEB}features/`, pathNot: `${WEB}features/rota/` },
    },
    {
      name: 'web-rota-night-is-the-core',
      comment:
        "features/rota/night mirrors the server's modules/rota/night: the member's nights and duties, a night's details and squareheads, what several rota features share. It imports none of them.",
      severity: 'error',
      from: { path: `${WEB}features/rota/night/` },
      to: { path: `${WEB}features/rota/`, pathNot: `${WEB}features/rota/night/` },
    },
    {
      name: 'web-rota-features-stay-apart',
      comment:
        'As on the server (issue 24), a rota feature imports rota/night and no other rota feature; pages compose them. The only links between features are the declared chain answers → availability → swaps (the next two rules).',
      severity: 'error',
      from: { path: `${WEB}features/rota/([^/]+)/`, pathNot: `${WEB}features/rota/(night|answers|availability)/` },
      to: { path: `${WEB}features/rota/`, pathNot: `${WEB}features/rota/($1|night)/` },
    },
    {
      name: 'web-rota-answers-takes-only-availability',
      comment:
        "answers → availability: \"I can't make it\" is can't-serve (decision 039), so declining asks the availability feature's question.",
      severity: 'error',
      from: { path: `${WEB}features/rota/answers/` },
      to: { path: `${WEB}features/rota/`, pathNot: `${WEB}features/rota/(answers|availability|night)/` },
    },
    {
      name: 'web-rota-availability-takes-only-swaps',
      comment:
        "availability → swaps: can't-serve may ask others to take the night, which is a swap request (decision 031).",
      severity: 'error',
      from: { path: `${WEB}features/rota/availability/` },
      to: { path: `${WEB}features/rota/`, pathNot: `${WEB}features/rota/(availability|swaps|night)/` },
    },
    {
      name: 'features-import-no-page',
      comment:
        'Pages and the app shell compose features, so a feature importing them is a circle waiting to happen. Tests may render a feature inside the app providers.',
      severity: 'error',
      from: { path: `${WEB}(features|components|lib)/`, pathNot: '\\.test\\.tsx?$' },
      to: { path: `${WEB}(pages|app)/` },
    },
    {
      name: 'browser-reads-no-phone-numbers',
      comment:
        "The server reads telephone numbers (@club/shared/phone-numbers); libphonenumber's plans are 31 kB gzip the browser need not load (issue 27).",
      severity: 'error',
      from: { path: WEB },
      to: { path: '^packages/shared/src/utils/phone-numbers\\.ts$' },
    },
    {
      name: 'browser-takes-only-the-router-type',
      comment: 'The browser bundle carries no server code: only the AppRouter type crosses, and it is erased.',
      severity: 'error',
      from: { path: WEB },
      to: { path: '^apps/server/', dependencyTypesNot: ['type-only'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|node_modules)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'types', 'default'],
      extensions: ['.ts', '.tsx', '.js', '.mjs'],
    },
    combinedDependencies: true,
  },
};
