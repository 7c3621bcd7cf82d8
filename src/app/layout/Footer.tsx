import { Link } from 'react-router-dom';
import { env, helpPhoneHref } from '@/shared/config/env';
import { paths } from '@/shared/config/paths';
import { useQrLink } from '@/shared/lib/useQrLink';
import { useSignedIn } from '@/shared/lib/useSignedIn';
import styles from './Footer.module.css';

/** Spec part 1 §2 "Chrome": the footer. Inside a QR flow its links keep the /qr-setup/{key} prefix. */
export function Footer() {
  const signedIn = useSignedIn();
  const { link } = useQrLink();
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.inner}`}>
        <nav aria-label="Footer">
          <ul className={styles.links}>
            <li>
              <Link to={link(paths.faq())}>FAQ</Link>
            </li>
            {signedIn && (
              <li>
                <Link to={link(paths.changePassword())}>Change Password</Link>
              </li>
            )}
            <li>
              <Link to={link(paths.tutorials())}>Tutorials</Link>
            </li>
            <li>
              <Link to={link(paths.terms())}>Terms of Service</Link>
            </li>
            <li>
              <Link to={link(paths.privacy())}>Privacy Policy</Link>
            </li>
          </ul>
        </nav>
        <p className={styles.help}>
          Need help? Call <a href={helpPhoneHref}>{env.helpPhone}</a>
        </p>
        <p className={styles.copy}>© {new Date().getFullYear()} Video Greetings. All rights reserved.</p>
      </div>
    </footer>
  );
}
