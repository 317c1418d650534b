import { NavLink } from 'react-router';
import { CATEGORY_BAR, searchPath } from '@trini/domain';
import styles from './category-bar.module.css';

/** The category bar: each link searches by its text (Tools shown as 'Tools & Automobiles'). spec: ordering.md §2 site shell */
export function CategoryBar() {
  return (
    <nav className={styles.bar} aria-label="Shop by category">
      <ul>
        {CATEGORY_BAR.map((c) => (
          <li key={c.label}>
            <NavLink to={searchPath(c.searchText)}>{c.label}</NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
