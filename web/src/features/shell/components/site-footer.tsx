import { Link } from 'react-router-dom';
import { paths } from '../../../lib/paths';
import { ReportBugButton } from '../../bug-report';
import styles from './site-footer.module.css';

const FOOTER_LINKS = [
  { to: paths.about, label: 'About Us' },
  { to: paths.contact, label: 'Contact Us' },
  { to: paths.terms, label: 'Terms and Privacy' },
  { to: paths.resources, label: 'Crisis Resources' },
];

export function SiteFooter() {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <nav aria-label="Footer">
          <ul className={styles.links}>
            {FOOTER_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
            <li>
              <ReportBugButton />
            </li>
          </ul>
        </nav>
        <p className={styles.disclaimer}>
          This site offers community support and general information. It is not legal or psychological advice.
        </p>
        <p className={styles.copyright}>© {new Date().getFullYear()} Divorce Community</p>
      </div>
    </footer>
  );
}
