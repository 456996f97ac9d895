/**
 * Issue 8: `npm test` runs these suites small enough to stay quick; `npm run test:stress` sets STRESS=full and runs
 * the same files at the sizes the issue names (200 clients for 60 s, thousands of generated inputs).
 */
export const IS_FULL = process.env.STRESS === 'full';

export const SIZES = IS_FULL
  ? {
      loadConnections: 200,
      loadSeconds: 60,
      generatedPerRoute: 300,
      importRows: 20_000,
      importKills: 3,
      outageWriters: 8,
      fuzzProbesPerOperation: 100,
    }
  : {
      loadConnections: 20,
      loadSeconds: 5,
      generatedPerRoute: 15,
      importRows: 20_000,
      importKills: 1,
      outageWriters: 3,
      fuzzProbesPerOperation: 4,
    };
