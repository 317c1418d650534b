/** Types of the mock's test control (`/__mock`), for the library and the Playwright fixture. */
import type { FixtureCounts, Fixtures, FixturesSchema } from './lib/fixtures.js';
import type { JournalEntry } from './plugins/journal.js';
import type { ScenarioSchema } from './plugins/scenarios.js';
import type { z } from 'zod';

/** A scenario as sent to POST /__mock/scenarios (see the mock's README). */
export type MockScenario = z.input<typeof ScenarioSchema>;
/** Fixtures as sent to POST /__mock/fixtures: products, customers, coupons, shops, cities. */
export type MockFixtureData = z.input<typeof FixturesSchema>;
export type { FixtureCounts, Fixtures, JournalEntry };
export type { DataAnswer } from './routes/mock-control/data.js';

/** The journal filters of GET /__mock/requests (each optional, case-insensitive). */
export interface JournalFilter {
  path?: string;
  pathPrefix?: string;
  method?: string;
}
