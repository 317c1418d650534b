import { Link } from 'react-router';
import { COPYRIGHT_YEAR, ROUTES } from '@trini/domain';
import styles from './footer.module.css';

/** Footer: Company (About Us, Privacy Policy), My Account (Delivery Policy, Terms of Service), © 2024. spec: ordering.md §2 site shell */
export function Footer() {
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <div>
          <p className={styles.brand}>Trini Online Store</p>
          <p className="small">Shopping made easy across Trinidad and Tobago.</p>
        </div>
        <nav aria-labelledby="footer-company">
          <h2 id="footer-company" className={styles.title}>
            Company
          </h2>
          <ul>
            <li>
              <Link to={ROUTES.ABOUT}>About Us</Link>
            </li>
            <li>
              <Link to={ROUTES.PRIVACY}>Privacy Policy</Link>
            </li>
            <li>
              <Link to={ROUTES.SERVICES}>Our Services</Link>
            </li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-account">
          <h2 id="footer-account" className={styles.title}>
            My Account
          </h2>
          <ul>
            <li>
              <Link to={ROUTES.DELIVERY_POLICY}>Delivery Policy</Link>
            </li>
            <li>
              <Link to={ROUTES.TERMS}>Terms of Service</Link>
            </li>
            <li>
              <Link to={`${ROUTES.DELIVERY_POLICY}#returns`}>Returns &amp; Refunds</Link>
            </li>
          </ul>
        </nav>
      </div>
      <p className={styles.copyright}>
        © {COPYRIGHT_YEAR} Trini Online Store. All rights reserved.
      </p>
    </footer>
  );
}
