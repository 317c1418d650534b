import { z } from 'zod';
import { VITAL_NAMES } from '../../src/lib/web-vitals/report.ts';
import type { VitalsReport } from '../../src/lib/web-vitals/report.ts';

/** The largest report body accepted, in bytes (five metrics and a path take ~300). */
export const VITALS_BODY_LIMIT_BYTES = 4096;

/** The longest page path a report may name, in characters. */
const MAX_PATH_CHARS = 2048;

/** The largest value of a timed metric kept, in ms (10 minutes: anything longer is noise). */
const MAX_MS = 600_000;

/** The largest CLS kept (a page shifting its whole height ten times over). */
const MAX_CLS = 10;

const metric = z
  .object({ name: z.enum(VITAL_NAMES), value: z.number().min(0).max(MAX_MS) })
  .strict()
  .refine((m) => m.name !== 'CLS' || m.value <= MAX_CLS, {
    message: `CLS is at most ${MAX_CLS}`,
  });

/**
 * A browser's web vitals report (src/lib/web-vitals/report.ts): a path of this site (starting
 * with '/', ≤ 2,048 characters) and one to five metrics, each named once, with finite values in
 * range (ms ≤ 600,000; CLS ≤ 10). Anything else is refused with a readable reason.
 */
export const vitalsReportSchema = z
  .object({
    path: z.string().max(MAX_PATH_CHARS).startsWith('/'),
    metrics: z
      .array(metric)
      .min(1)
      .max(VITAL_NAMES.length)
      .refine((ms) => new Set(ms.map((m) => m.name)).size === ms.length, {
        message: 'each metric may be reported once',
      }),
  })
  .strict() satisfies z.ZodType<VitalsReport>;
