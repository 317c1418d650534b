import { useId } from 'react';
import type { MouseEvent } from 'react';
import { PAGE_SIZE_CHOICES, SORT_CHOICES } from '@trini/domain';
import type { SortChoice } from '@trini/domain';
import type { CatalogQuery, CatalogView } from '../catalog-query';
import styles from './catalog-toolbar.module.css';

/** The category page's controls form: its id, address and the query to keep (see CatalogToolbar). */
export interface CatalogForm {
  /** The id of the page's GET form the selects and filters belong to (their `form` attribute). */
  id: string;
  /** Where the forms submit: the category page's path. */
  action: string;
  /** The page's URL query as shown, which the view buttons' form keeps (their own `view` aside). */
  current: URLSearchParams;
}

/**
 * Grid/list view icons, 'Sort By' (SORT_CHOICES) and 'Show' (PAGE_SIZE_CHOICES) selects; all
 * kept in the URL query. spec: shopping.md §2 category page (controls made to work)
 *
 * Without JavaScript they work as GET forms the server renders: the selects belong
 * to the page's controls form (`form.id`) with an Apply button shown only without JavaScript
 * (`<noscript>`); the view buttons submit a form of their own that keeps the rest of the query
 * (page included). Once hydrated, a change applies at once as before and the view buttons do not
 * submit.
 */
export function CatalogToolbar({
  query,
  onChange,
  matched,
  form,
}: {
  query: CatalogQuery;
  onChange: (q: CatalogQuery) => void;
  matched: number;
  form: CatalogForm;
}) {
  const id = useId();
  const kept = [...form.current].filter(([key]) => key !== 'view');
  const view = (to: CatalogView) => (e: MouseEvent<HTMLButtonElement>) => {
    e.preventDefault();
    onChange({ ...query, view: to });
  };
  return (
    <div className={styles.toolbar} role="group" aria-label="Product view options">
      <form method="get" action={form.action} className={styles.views}>
        {kept.map(([key, value], i) => (
          <input key={`${key}-${i}`} type="hidden" name={key} value={value} />
        ))}
        <button
          type="submit"
          name="view"
          value="grid"
          className="icon-btn"
          aria-pressed={query.view === 'grid'}
          aria-label="Grid view"
          onClick={view('grid')}
        >
          <span aria-hidden="true">▦</span>
        </button>
        <button
          type="submit"
          name="view"
          value="list"
          className="icon-btn"
          aria-pressed={query.view === 'list'}
          aria-label="List view"
          onClick={view('list')}
        >
          <span aria-hidden="true">☰</span>
        </button>
        <span className="muted small" aria-live="polite">
          {matched} product{matched === 1 ? '' : 's'}
        </span>
      </form>
      <div className={styles.selects}>
        <label htmlFor={`${id}-sort`}>Sort By</label>
        <select
          id={`${id}-sort`}
          name="sort"
          form={form.id}
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
          name="show"
          form={form.id}
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
        <noscript>
          <button type="submit" form={form.id} className="btn btn--small">
            Apply
          </button>
        </noscript>
      </div>
    </div>
  );
}
