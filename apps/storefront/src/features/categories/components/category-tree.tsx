import { useState } from 'react';
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
  const [open, setOpen] = useState(
    () => hasChildren && node.SubCategories.some((c) => contains(c, activeNo)),
  );
  const listId = `cat-${node.ProductCategoryNo}-children`;
  return (
    <li>
      <div className={styles.row}>
        <NavLink
          to={categoryPath(node.ProductCategoryNo)}
          end
          className={({ isActive }) => (isActive ? styles.active : undefined)}
        >
          {node.ProductCategoryName}
        </NavLink>
        {hasChildren ? (
          <button
            type="button"
            className={styles.toggle}
            aria-expanded={open}
            aria-controls={listId}
            aria-label={`${open ? 'Collapse' : 'Expand'} ${node.ProductCategoryName}`}
            onClick={() => setOpen((o) => !o)}
          >
            <span aria-hidden="true">{open ? '−' : '+'}</span>
          </button>
        ) : null}
      </div>
      {hasChildren ? (
        <ul id={listId} hidden={!open}>
          {node.SubCategories.map((c) => (
            <Node key={c.ProductCategoryNo} node={c} activeNo={activeNo} />
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/**
 * 'ALL CATEGORIES': an expandable tree; each node links to /category/{ProductCategoryNo}; nodes
 * with sub-categories expand and collapse (buttons with aria-expanded); the active branch starts
 * open. spec: shopping.md §2 category page
 */
export function CategoryTree({
  categories,
  activeNo,
}: {
  categories: Category[];
  activeNo?: number;
}) {
  return (
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
  );
}
