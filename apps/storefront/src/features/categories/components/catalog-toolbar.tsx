import { useId } from 'react';
import { PAGE_SIZE_CHOICES, SORT_CHOICES } from '@trini/domain';
import type { SortChoice } from '@trini/domain';
import type { CatalogQuery } from '../catalog-query';
import styles from './catalog-toolbar.module.css';

/**
 * Grid/list view icons, 'Sort By' (SORT_CHOICES) and 'Show' (PAGE_SIZE_CHOICES) selects; all
 * kept in the URL query. spec: shopping.md §2 category page (controls made to work)
 */
export function CatalogToolbar({
  query,
  onChange,
  matched,
}: {
  query: CatalogQuery;
  onChange: (q: CatalogQuery) => void;
  matched: number;
}) {
  const id = useId();
  return (
    <div className={styles.toolbar} role="group" aria-label="Product view options">
      <div className={styles.views}>
        <button
          type="button"
          className="icon-btn"
          aria-pressed={query.view === 'grid'}
          aria-label="Grid view"
          onClick={() => onChange({ ...query, view: 'grid' })}
        >
          <span aria-hidden="true">▦</span>
        </button>
        <button
          type="button"
          className="icon-btn"
          aria-pressed={query.view === 'list'}
          aria-label="List view"
          onClick={() => onChange({ ...query, view: 'list' })}
        >
          <span aria-hidden="true">☰</span>
        </button>
        <span className="muted small" aria-live="polite">
          {matched} product{matched === 1 ? '' : 's'}
        </span>
      </div>
      <div className={styles.selects}>
        <label htmlFor={`${id}-sort`}>Sort By</label>
        <select
          id={`${id}-sort`}
          value={query.sort}
          onChange={(e) => onChange({ ...query, sort: e.currentTarget.value as SortChoice })}
        >
          {SORT_CHOICES.map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
        </select>
        <label htmlFor={`${id}-show`}>Show</label>
        <select
          id={`${id}-show`}
          value={query.show}
          onChange={(e) =>
            onChange({ ...query, show: Number(e.currentTarget.value) as CatalogQuery['show'] })
          }
        >
          {PAGE_SIZE_CHOICES.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
