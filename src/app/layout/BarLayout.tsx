import { Outlet } from 'react-router-dom';
import { Footer } from './Footer';
import { Logo } from './Logo';
import { RouteEffects } from './RouteEffects';
import { useHidesSiteChrome } from './inAppChrome';
import styles from './Layout.module.css';

/** Spec part 1 §2: QR and trial flows use a logo-only bar. */
export function BarLayout() {
  const inApp = useHidesSiteChrome();
  return (
    <div className={styles.page}>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <RouteEffects />
      {!inApp && (
        <header className={styles.logoBar}>
          <div className="container">
            <Logo />
          </div>
        </header>
      )}
      <main id="main" className={styles.main}>
        <Outlet />
      </main>
      {!inApp && <Footer />}
    </div>
  );
}
