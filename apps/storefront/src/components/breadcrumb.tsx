import { ROUTES } from '@trini/domain';
import { Link } from 'react-router';
import styles from './breadcrumb.module.css';

/**
 * A breadcrumb starting with a home link to /home, then the given trail; the last item is the
 * current page. spec: shopping.md §2 (every screen's home breadcrumb)
 */
export function Breadcrumb({ trail }: { trail: { label: string; to?: string }[] }) {
  return (
    <nav aria-label="Breadcrumb" className={styles.breadcrumb}>
      <ol>
        <li>
          <Link to={ROUTES.HOME}>Home</Link>
        </li>
        {trail.map((item, i) => (
          <li key={`${item.label}-${i}`}>
            {item.to && i < trail.length - 1 ? (
              <Link to={item.to}>{item.label}</Link>
            ) : (
              <span aria-current={i === trail.length - 1 ? 'page' : undefined}>{item.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
