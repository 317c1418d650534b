import { NotFoundState } from '@/components/not-found-state';

/** Friendly 404 page for unknown routes, served with HTTP 404. */
export default function NotFoundRoute() {
  return (
    <NotFoundState
      title="Page not found"
      heading="We couldn't find that page"
      message="The link may be old or mistyped. Try searching above, or head back to the shop."
    />
  );
}
