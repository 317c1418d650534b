import { NavLink } from 'react-router';
import { categoryPath } from '@trini/domain';
import type { Category } from '@trini/domain';
import styles from './category-tree.module.css';

/** True when `no` is this node or one of its descendants. */
function contains(node: Category, no: number | undefined): boolean {
  return node.ProductCategoryNo === no || node.SubCategories.some((c) => contains(c, no));
}

function Node({ node, activeNo }: { node: Category; activeNo: number | undefined }) {
  const hasChildren = node.SubCategories.length > 0;
  // The starting state only: afterwards the browser's <details> keeps it (before the app runs
  // too), so a re-render never undoes what the shopper opened or closed.
  const startsOpen = hasChildren && node.SubCategories.some((c) => contains(c, activeNo));
  return (
    <li className={hasChildren ? styles.parent : undefined}>
      <div className={styles.row}>
        <NavLink
          to={categoryPath(node.ProductCategoryNo)}
          end
          className={({ isActive }) => (isActive ? styles.active : undefined)}
        >
          {node.ProductCategoryName}
        </NavLink>
      </div>
      {hasChildren ? (
        <details open={startsOpen}>
          <summary
            className={styles.toggle}
            aria-label={`${node.ProductCategoryName} sub-categories`}
          >
            <span aria-hidden="true" className={styles.plus}>
              +
            </span>
            <span aria-hidden="true" className={styles.minus}>
              −
            </span>
          </summary>
          <ul>
            {node.SubCategories.map((c) => (
              <Node key={c.ProductCategoryNo} node={c} activeNo={activeNo} />
            ))}
          </ul>
        </details>
      ) : null}
    </li>
  );
}

/**
 * 'ALL CATEGORIES' in a 'Categories' disclosure (a native `<details>`): on a phone (below 768 px)
 * it sits above the products, closed, one tap opening the tree; from 768 px its summary is hidden
 * and the tree always shows in the side panel (category-tree.module.css). Within it, an expandable tree; each node links to /category/{ProductCategoryNo}; nodes
 * with sub-categories expand and collapse with a +/− toggle, a native `<details>`/`<summary>`
 * (named '{category} sub-categories', its expanded state the browser's), so it works before the
 * app runs and without JavaScript; the active branch starts open.
 * spec: shopping.md §2 category page
 */
export function CategoryTree({
  categories,
  activeNo,
}: {
  categories: Category[];
  activeNo?: number;
}) {
  return (
    <details className={styles.disclosure}>
      <summary className={styles.opener}>
        <span>Categories</span>
        <span aria-hidden="true" className={styles.chevron} />
      </summary>
      <nav className={`panel ${styles.tree}`} aria-labelledby="all-categories">
        <h2 id="all-categories" className="panel__title">
          ALL CATEGORIES
        </h2>
        <ul>
          {categories.map((c) => (
            <Node key={c.ProductCategoryNo} node={c} activeNo={activeNo} />
          ))}
        </ul>
      </nav>
    </details>
  );
}
