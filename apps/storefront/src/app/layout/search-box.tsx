import { useEffect, useId, useRef, useState } from 'react';
import type { ComponentType } from 'react';
import { useNavigate } from 'react-router';
import { ROUTES, searchPath } from '@trini/domain';
import type {
  ComboboxAria,
  SuggestionsProps,
} from '@/features/products/components/search-suggestions';
import styles from './search-box.module.css';

let suggestionsCode: Promise<ComponentType<SuggestionsProps>> | undefined;
/**
 * The suggestions' code, imported once for every search box on the first focus of (or input in)
 * any of them: kept out of the first visit's JavaScript (home's budget, `pnpm bench`).
 */
const loadSuggestions = () =>
  (suggestionsCode ??= import('@/features/products/components/search-suggestions').then(
    (m) => m.SearchSuggestions,
  ));

/** The search form's field name: the server sends `/search?text=` on to `/search/{text}`. */
export const SEARCH_FIELD = 'text';

/**
 * Header search: navigates to /search/{text} (blank text does nothing). spec: ordering.md §2 site
 * shell. Without JavaScript (and before hydration) it is a plain GET form to `/search` with the
 * field `text`, which the server redirects to `/search/{text}` (server/search-redirect.ts);
 * once hydrated it navigates in the browser. Once hydrated the input is a WAI-ARIA combobox; its
 * product suggestions (features/products/components/search-suggestions) are loaded on the first
 * focus or input and drive its aria-expanded and aria-activedescendant. The server renders the
 * plain search box (no combobox role until hydrated, so no hydration mismatch); should the
 * suggestions' code fail to load, the box stays a plain search box and the next focus tries
 * again. `className` is added to the search form's own.
 */
export function SearchBox({
  className,
  onSearched,
}: {
  className?: string;
  onSearched?: () => void;
}) {
  const [text, setText] = useState('');
  const [hydrated, setHydrated] = useState(false);
  const [Suggestions, setSuggestions] = useState<ComponentType<SuggestionsProps>>();
  const [aria, setAria] = useState<ComboboxAria>({ 'aria-expanded': false });
  const navigate = useNavigate();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => setHydrated(true), []);
  const load = () => {
    if (!Suggestions)
      loadSuggestions().then(
        (c) => setSuggestions(() => c),
        () => (suggestionsCode = undefined),
      );
  };
  return (
    <div className={styles.combo}>
      <form
        role="search"
        method="get"
        action={ROUTES.SEARCH}
        className={className ? `${styles.box} ${className}` : styles.box}
        onSubmit={(e) => {
          e.preventDefault();
          const q = text.trim();
          if (!q) return;
          void navigate(searchPath(q));
          onSearched?.();
        }}
      >
        <label htmlFor={id} className="visually-hidden">
          Search products
        </label>
        <input
          ref={input}
          id={id}
          type="search"
          name={SEARCH_FIELD}
          maxLength={200}
          placeholder="Search for products…"
          value={text}
          onChange={(e) => {
            setText(e.currentTarget.value);
            load(); // typing in a box focused before hydration
          }}
          onFocus={load}
          autoComplete="off"
          {...(hydrated ? { role: 'combobox', 'aria-autocomplete': 'list', ...aria } : {})}
        />
        <button type="submit" className={styles.submit} aria-label="Search">
          <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path
              fill="currentColor"
              d="M10 2a8 8 0 0 1 6.32 12.9l5.39 5.4-1.41 1.4-5.4-5.39A8 8 0 1 1 10 2Zm0 2a6 6 0 1 0 0 12 6 6 0 0 0 0-12Z"
            />
          </svg>
        </button>
      </form>
      {Suggestions ? (
        <Suggestions
          input={input}
          text={text}
          setText={setText}
          listId={`${id}-list`}
          onAria={setAria}
          onSearched={onSearched}
        />
      ) : null}
    </div>
  );
}
