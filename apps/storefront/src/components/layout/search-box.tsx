import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { searchPath } from '@trini/domain';

/** Header search: navigates to /search/{text} (blank text does nothing). spec: ordering.md §2 site shell */
export function SearchBox({ onSearched }: { onSearched?: () => void }) {
  const [text, setText] = useState('');
  const navigate = useNavigate();
  const id = useId();
  return (
    <form
      role="search"
      className="search-box"
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
        id={id}
        type="search"
        placeholder="Search for products…"
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        autoComplete="off"
      />
      <button type="submit" className="search-box__btn" aria-label="Search">
        <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M10 2a8 8 0 0 1 6.32 12.9l5.39 5.4-1.41 1.4-5.4-5.39A8 8 0 1 1 10 2Zm0 2a6 6 0 1 0 0 12 6 6 0 0 0 0-12Z"
          />
        </svg>
      </button>
    </form>
  );
}
