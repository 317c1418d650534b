import { useEffect, useLayoutEffect, useState } from 'react';
import type { RefObject } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { formatTTD, productPath, searchPath } from '@trini/domain';
import { useGetProductsQuery } from '@/features/products/api/products-api';
import { searchArgs } from '@/features/products/search-args';
import { mediaUrl } from '@/lib/media';
import styles from './search-suggestions.module.css';

/** Fewest characters of trimmed text that ask for suggestions. */
export const SUGGEST_MIN_CHARS = 2;

/**
 * Quiet time in ms after the last keystroke before suggestions are asked for, so quick typing
 * makes one search call, not one per letter (the spec and the domain's TIMING_MS
 * give no figure; 250 ms is below the pause between typed words)
 */
export const SUGGEST_DEBOUNCE_MS = 250;

/** Most products suggested (the 'see all results' entry comes after them). */
export const SUGGESTIONS_MAX = 6;

/** Rendered size of a suggestion's thumbnail, px (square). */
const THUMB_PX = 48;

/** The combobox state the suggestions give the search box's input. WAI-ARIA 1.2 combobox */
export interface ComboboxAria {
  'aria-expanded': boolean;
  /** The listbox's id, once the suggestions are loaded. */
  'aria-controls'?: string;
  /** The highlighted option's id, when one is. */
  'aria-activedescendant'?: string;
}

/** What the search box (app/layout/search-box.tsx) gives its suggestions. */
export interface SuggestionsProps {
  /** The search box's input; the suggestions listen to its input, keydown and blur events. */
  input: RefObject<HTMLInputElement | null>;
  /** The text as typed. */
  text: string;
  /** Sets the search box's text (a second Escape clears it). */
  setText: (text: string) => void;
  /** The listbox's id (the input's aria-controls). */
  listId: string;
  /** Receives the input's aria-expanded, aria-controls and aria-activedescendant. */
  onAria: (aria: ComboboxAria) => void;
  /** Called after a suggestion took the shopper to a page (the slide menu closes). */
  onSearched?: () => void;
}

/** `text` once it has stayed the same for `ms` milliseconds. */
function useDebounced(text: string, ms: number): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), ms);
    return () => clearTimeout(timer);
  }, [text, ms]);
  return settled;
}

/**
 * Product suggestions under the header search box, the popup of a WAI-ARIA 1.2
 * combobox whose input the search box owns: from 2 trimmed characters and 250 ms after the last
 * keystroke, up to 6 products of the search call (the search page's own GetProducts query, so
 * 'see all results' opens from the cache; spec: shopping.md §2 search results, §7), each with
 * thumbnail, name and TT$ price as on the product card, then 'See all results for “…”'.
 *
 * Keys: ArrowDown/ArrowUp move the highlight and wrap around (ArrowDown on a closed list opens
 * it); Enter opens the highlighted product (or the search page for 'see all'), with nothing
 * highlighted it submits the search as before; Escape closes the list, a second Escape clears the
 * text. A click on an option navigates; a click outside (the input's blur) closes. Loading and
 * 'No products found' are announced in a polite live region; focus stays in the input.
 */
export function SearchSuggestions({
  input,
  text,
  setText,
  listId,
  onAria,
  onSearched,
}: SuggestionsProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const query = text.trim();
  const term = useDebounced(query, SUGGEST_DEBOUNCE_MS);
  const asking = term.length >= SUGGEST_MIN_CHARS;
  const { data, currentData, isFetching, isError } = useGetProductsQuery(
    asking ? searchArgs(term, null) : skipToken,
  );
  // Mounted on the input's first focus: typing done while this code loaded opens the list.
  const [open, setOpen] = useState(() => document.activeElement === input.current);
  // The page (location key) the list was opened on: it closes when the shopper goes elsewhere.
  const [openedOn, setOpenedOn] = useState(location.key);
  // The highlighted option's index, for the product list it was chosen in.
  const [highlight, setHighlight] = useState<{ list: unknown; index: number }>();

  const expanded = open && query.length >= SUGGEST_MIN_CHARS && openedOn === location.key;
  // Products of an earlier answer stay (faded) while a newer one is due.
  const waiting = term !== query || isFetching || (asking && !currentData && !isError);
  const products = asking && !isError ? (data ?? []).slice(0, SUGGESTIONS_MAX) : [];
  const count = products.length + 1; // the products, then 'see all results'
  const active = expanded && highlight && highlight.list === data ? highlight.index : -1;
  const optionId = (i: number) => `${listId}-${i}`;
  const activeId = active >= 0 ? optionId(active) : undefined;

  // Layout effects: the input's state and key handling are current before the next key press.
  useLayoutEffect(() => {
    onAria({
      'aria-expanded': expanded,
      'aria-controls': listId,
      ...(activeId ? { 'aria-activedescendant': activeId } : {}),
    });
  }, [onAria, expanded, listId, activeId]);
  useLayoutEffect(() => () => onAria({ 'aria-expanded': false }), [onAria]);

  const close = () => {
    setOpen(false);
    setHighlight(undefined);
  };
  /** Opens option `i`: a product page, or the search page for 'see all results'. */
  const pick = (i: number) => {
    const product = products[i];
    close();
    void navigate(product ? productPath(product.ProductNo) : searchPath(query));
    onSearched?.();
  };

  useLayoutEffect(() => {
    const el = input.current;
    if (!el) return;
    const onInput = () => {
      setOpen(true);
      setOpenedOn(location.key);
      setHighlight(undefined);
    };
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
        if (query.length < SUGGEST_MIN_CHARS) return;
        e.preventDefault();
        const down = e.key === 'ArrowDown';
        if (!expanded) onInput();
        // Wraps: down from the last option goes to the first, up from the first to the last.
        const index =
          active < 0 ? (down ? 0 : count - 1) : (active + (down ? 1 : -1) + count) % count;
        setHighlight({ list: data, index });
      } else if (e.key === 'Enter') {
        if (activeId) {
          e.preventDefault();
          pick(active);
        } else close(); // the form submits as before
      } else if (e.key === 'Escape') {
        if (expanded) {
          e.preventDefault();
          close();
        } else if (el.value) {
          e.preventDefault();
          setText('');
        }
      }
    };
    el.addEventListener('input', onInput);
    el.addEventListener('keydown', onKeyDown);
    el.addEventListener('blur', close);
    return () => {
      el.removeEventListener('input', onInput);
      el.removeEventListener('keydown', onKeyDown);
      el.removeEventListener('blur', close);
    };
  });

  const loading = expanded && waiting;
  const empty = expanded && !waiting && !isError && products.length === 0;
  const announcement = loading
    ? 'Loading suggestions…'
    : empty
      ? 'No products found'
      : expanded && products.length > 0
        ? `${products.length} product${products.length === 1 ? '' : 's'} suggested`
        : '';

  return (
    <>
      {/* eslint-disable-next-line jsx-a11y-x/no-static-element-interactions -- not an interaction: only keeps focus in the input */}
      <div
        className={styles.panel}
        hidden={!expanded}
        // Keeps focus in the input: a click on the list must not blur (and so close) it first.
        onMouseDown={(e) => e.preventDefault()}
      >
        {loading || empty ? (
          <p className={styles.state} aria-hidden="true">
            {loading ? 'Searching…' : 'No products found'}
          </p>
        ) : null}
        <ul
          role="listbox"
          id={listId}
          className={loading ? `${styles.list} ${styles.isLoading}` : styles.list}
          aria-label="Product suggestions"
        >
          {expanded
            ? products.map((p, i) => (
                // eslint-disable-next-line jsx-a11y-x/click-events-have-key-events -- the combobox input takes the keys (aria-activedescendant)
                <li
                  key={p.ProductNo}
                  id={optionId(i)}
                  role="option"
                  aria-selected={i === active}
                  className={styles.option}
                  onClick={() => pick(i)}
                >
                  <img
                    src={mediaUrl(p.ImageFilePathThumbnail || p.Thumbnail || p.ImageFilePath)}
                    alt=""
                    width={THUMB_PX}
                    height={THUMB_PX}
                    decoding="async"
                  />
                  <span className={styles.name}>{p.ProductName}</span>
                  <span className={styles.price}>{formatTTD(p.SalesPrice)}</span>
                </li>
              ))
            : null}
          {expanded ? (
            // eslint-disable-next-line jsx-a11y-x/click-events-have-key-events -- the combobox input takes the keys (aria-activedescendant)
            <li
              id={optionId(products.length)}
              role="option"
              aria-selected={active === products.length}
              className={`${styles.option} ${styles.all}`}
              onClick={() => pick(products.length)}
            >
              See all results for “{query}”
            </li>
          ) : null}
        </ul>
      </div>
      <p role="status" className="visually-hidden">
        {announcement}
      </p>
    </>
  );
}
