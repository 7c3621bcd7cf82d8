import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router-dom';
import { helpPhoneHref } from '@/shared/config/env';
import { paths } from '@/shared/config/paths';
import { BREAKPOINTS } from '@/shared/lib/platform';
import { useMediaQuery } from '@/shared/lib/useMediaQuery';
import { useSignedIn } from '@/shared/lib/useSignedIn';
import { signOut } from '@/app/signOut';
import { Logo } from './Logo';
import styles from './NavBar.module.css';
import { useDismissMenu } from './useDismissMenu';

/** Spec part 1 §2 "Chrome": the site navigation bar. */
export function NavBar() {
  const signedIn = useSignedIn();
  const mobile = useMediaQuery(`(max-width: ${BREAKPOINTS.md - 0.02}px)`);
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const navigate = useNavigate();
  const { pathname } = useLocation();

  const bar = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);

  useEffect(() => setOpen(false), [pathname]);
  useDismissMenu({ open: mobile && open, close, area: bar, toggle });

  const showMenu = !mobile || open;
  return (
    <header className={styles.bar}>
      <div ref={bar} className={`container ${styles.inner}`}>
        <Logo />
        {mobile && (
          <button
            ref={toggle}
            type="button"
            className={styles.toggle}
            aria-expanded={open}
            aria-controls={menuId}
            onClick={() => setOpen((o) => !o)}
          >
            <span aria-hidden="true">☰</span> Menu
          </button>
        )}
        <nav aria-label="Main" id={menuId} className={styles.nav} hidden={!showMenu}>
          <ul className={styles.links}>
            <li>
              <NavLink to={paths.browse()}>Create a Video Greeting</NavLink>
            </li>
            <li>
              <NavLink to={paths.list()}>My Video Greetings</NavLink>
            </li>
            <li>
              <NavLink to={paths.faq()}>FAQ</NavLink>
            </li>
            <li>
              <NavLink to={paths.tutorials()}>Tutorials</NavLink>
            </li>
            {signedIn && (
              <li>
                <NavLink to={paths.changePassword()}>Change password</NavLink>
              </li>
            )}
            {mobile && (
              <li>
                <a href={helpPhoneHref}>Contact us</a>
              </li>
            )}
            <li>
              {signedIn ? (
                <button type="button" className={styles.linkButton} onClick={() => void signOut(navigate)}>
                  Sign out
                </button>
              ) : (
                <Link to={paths.login()}>Sign In</Link>
              )}
            </li>
          </ul>
        </nav>
      </div>
    </header>
  );
}
