import { SpanStatusCode, trace } from '@opentelemetry/api';
import {
  ATTR_HTTP_RESPONSE_STATUS_CODE,
  ATTR_HTTP_ROUTE,
} from '@opentelemetry/semantic-conventions';

/** The tracer of the storefront server's own spans (a no-op until tracing.ts starts the SDK). */
const tracer = trace.getTracer('@trini/storefront');

/** What a render answers that its span records: the route pattern rendered and the status. */
interface RenderOutcome {
  page: { route?: string; status: number };
}

/**
 * Runs `render` in a span of its own (`render /productdetails/:ProductNo`, named once the route
 * is known), the active span while it runs, so the API calls it makes are its children and carry
 * its trace on to the API (`traceparent`). The span records the route pattern and the page's
 * status, or the error when rendering failed. Without the SDK (tracing off) the span is the
 * OpenTelemetry API's no-op.
 */
export function inRenderSpan<T extends RenderOutcome>(render: () => Promise<T>): Promise<T> {
  return tracer.startActiveSpan('render', async (span) => {
    try {
      const result = await render();
      const route = result.page.route ?? '/*';
      span.updateName(`render ${route}`);
      span.setAttributes({
        [ATTR_HTTP_ROUTE]: route,
        [ATTR_HTTP_RESPONSE_STATUS_CODE]: result.page.status,
      });
      return result;
    } catch (error) {
      span.recordException(error instanceof Error ? error : String(error));
      span.setStatus({ code: SpanStatusCode.ERROR });
      throw error;
    } finally {
      span.end();
    }
  });
}
