import { Registry, collectDefaultMetrics } from 'prom-client';
import { startMetricsServer } from '@trini/server-kit';
import type { MetricsServer } from '@trini/server-kit';
import type { Settings } from '../settings.js';

/** A registry for a started mock API: the process's own metrics (prom-client's defaults) in it. */
export function processRegistry(): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  return registry;
}

/**
 * Serves `registry` on METRICS_HOST:METRICS_PORT (see startMetricsServer) and says where in one
 * line; when that port cannot be had (another copy has it), says so in one line on stderr and
 * answers undefined: the API runs on without metrics.
 */
export async function serveMetrics(
  registry: Registry,
  settings: Pick<Settings, 'metricsHost' | 'metricsPort'>,
): Promise<MetricsServer | undefined> {
  try {
    const server = await startMetricsServer(registry, settings.metricsHost, settings.metricsPort);
    console.log(`Mock API metrics on ${server.url}/metrics`);
    return server;
  } catch (error) {
    console.warn(
      `Metrics not served: ${settings.metricsHost}:${settings.metricsPort} cannot be used (${(error as Error).message}); set METRICS_PORT (0 for any free port) or METRICS=0.`,
    );
    return undefined;
  }
}
