import { useId } from 'react';
import type { ReactNode } from 'react';
import { PRICE_SLIDER, formatTTD } from '@trini/domain';
import { priceForSlider, sliderForPrice } from '../catalog-query';
import type { CatalogQuery, StockFilter } from '../catalog-query';
import styles from './filter-panel.module.css';

function Section({
  title,
  children,
  open = true,
}: {
  title: string;
  children: ReactNode;
  open?: boolean;
}) {
  return (
    <details className={styles.section} open={open}>
      <summary>{title}</summary>
      <div className={styles.body}>{children}</div>
    </details>
  );
}

/**
 * The 'Filter' panel with collapsible sections: PRICE (slider 0..100 step 1 read as a percent of
 * the category's highest price `highest` (TT$), 0 = no limit, plus a TT$ max number input; both
 * edit the query's TT$ `price`), AVAILABILITY (In Stock / Out of Stock), SUBCATEGORIES and TAGS
 * (placeholder text). Hidden below 768 px by CSS. The filters apply to the whole category (the
 * category call's extensions). Without JavaScript the TT$ max and the
 * availability boxes are fields of the page's GET form (`formId`, as `price` and `stock`), sent
 * with an 'Apply filters' button shown only without JavaScript; the slider needs the app.
 * spec: shopping.md §2 category page, §9 price slider
 */
export function FilterPanel({
  query,
  highest,
  onChange,
  formId,
}: {
  query: CatalogQuery;
  highest: number;
  onChange: (q: CatalogQuery) => void;
  /** The page's controls form (a GET form) the price and availability fields belong to. */
  formId: string;
}) {
  const id = useId();
  const limit = query.price;
  const toggleStock = (s: StockFilter, on: boolean) =>
    onChange({ ...query, stock: on ? [...query.stock, s] : query.stock.filter((x) => x !== s) });

  return (
    <aside className={`panel ${styles.filterPanel}`} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="panel__title">
        Filter
      </h2>
      <Section title="PRICE">
        <label htmlFor={`${id}-slider`} className="small">
          Max price: {limit === null ? 'no limit' : formatTTD(limit)}
        </label>
        <input
          id={`${id}-slider`}
          type="range"
          min={PRICE_SLIDER.MIN}
          max={PRICE_SLIDER.MAX}
          step={PRICE_SLIDER.STEP}
          value={sliderForPrice(limit, highest)}
          aria-valuetext={limit === null ? 'No limit' : `Up to ${formatTTD(limit)}`}
          onChange={(e) =>
            onChange({ ...query, price: priceForSlider(e.currentTarget.valueAsNumber, highest) })
          }
        />
        <label htmlFor={`${id}-max`} className="small">
          Max (TT$)
        </label>
        <input
          id={`${id}-max`}
          name="price"
          form={formId}
          type="number"
          min={0}
          step={1}
          placeholder="Any"
          value={limit ?? ''}
          onChange={(e) => {
            const typed = e.currentTarget.valueAsNumber;
            onChange({
              ...query,
              price: Number.isFinite(typed) && typed > 0 ? Math.ceil(typed) : null,
            });
          }}
        />
      </Section>
      <Section title="AVAILABILITY">
        <label className="check">
          <input
            type="checkbox"
            name="stock"
            value="in"
            form={formId}
            checked={query.stock.includes('in')}
            onChange={(e) => toggleStock('in', e.currentTarget.checked)}
          />
          In Stock
        </label>
        <label className="check">
          <input
            type="checkbox"
            name="stock"
            value="out"
            form={formId}
            checked={query.stock.includes('out')}
            onChange={(e) => toggleStock('out', e.currentTarget.checked)}
          />
          Out of Stock
        </label>
      </Section>
      <noscript>
        <button type="submit" form={formId} className={`btn btn--small ${styles.apply}`}>
          Apply filters
        </button>
      </noscript>
      <Section title="SUBCATEGORIES" open={false}>
        <p className="muted small">Pick a sub-category from ALL CATEGORIES.</p>
      </Section>
      <Section title="TAGS" open={false}>
        <p className="muted small">Tags are coming to this category.</p>
      </Section>
    </aside>
  );
}
