import { Link } from 'react-router';
import styles from './pagination.module.css';

/** The page numbers to link: the first, the last, and the current with one on each side; null = gap. */
export function pageWindow(page: number, count: number): (number | null)[] {
  const wanted = new Set([1, count, page - 1, page, page + 1].filter((n) => n >= 1 && n <= count));
  const sorted = [...wanted].sort((a, b) => a - b);
  const out: (number | null)[] = [];
  for (const n of sorted) {
    const last = out.at(-1);
    if (typeof last === 'number' && n - last > 1) out.push(n - last === 2 ? n - 1 : null);
    out.push(n);
  }
  return out;
}

/**
 * Page links of a long list: Previous, the page numbers (first, last, current ± 1,
 * gaps as '…'), Next. Plain links (`hrefFor(n)`, the list's URL with that page), so they work
 * before hydration and without JavaScript, and every page has its own address. The current page
 * is marked `aria-current="page"`. Renders nothing for a single page.
 */
export function Pagination({
  page,
  count,
  hrefFor,
  label,
}: {
  /** The page shown, from 1. */
  page: number;
  /** How many pages there are. */
  count: number;
  /** The URL (path and query) of page n. */
  hrefFor: (n: number) => string;
  /** What the pages are of, for the navigation's name, e.g. 'Electronics products'. */
  label: string;
}) {
  if (count <= 1) return null;
  return (
    <nav className={styles.pagination} aria-label={`${label}: pages`}>
      <ul>
        <li>
          {page > 1 ? (
            <Link to={hrefFor(page - 1)} rel="prev">
              <span aria-hidden="true">‹ </span>Previous
            </Link>
          ) : null}
        </li>
        {pageWindow(page, count).map((n, i) => (
          <li key={n ?? `gap-${i}`}>
            {n === null ? (
              <span className={styles.gap} aria-hidden="true">
                …
              </span>
            ) : (
              <Link
                to={hrefFor(n)}
                aria-current={n === page ? 'page' : undefined}
                aria-label={`Page ${n}`}
              >
                {n}
              </Link>
            )}
          </li>
        ))}
        <li>
          {page < count ? (
            <Link to={hrefFor(page + 1)} rel="next">
              Next<span aria-hidden="true"> ›</span>
            </Link>
          ) : null}
        </li>
      </ul>
    </nav>
  );
}
