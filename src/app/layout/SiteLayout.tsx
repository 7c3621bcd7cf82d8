import { Outlet } from 'react-router-dom';
import { Footer } from './Footer';
import { NavBar } from './NavBar';
import { RouteEffects } from './RouteEffects';
import { useHidesSiteChrome } from './inAppChrome';
import styles from './Layout.module.css';

export function SiteLayout() {
  const inApp = useHidesSiteChrome();
  return (
    <div className={styles.page}>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <RouteEffects />
      {!inApp && <NavBar />}
      <main id="main" className={styles.main}>
        <Outlet />
      </main>
      {!inApp && <Footer />}
    </div>
  );
}
