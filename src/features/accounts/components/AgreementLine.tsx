import { Link } from 'react-router-dom';
import { paths } from '@/shared/config/paths';
import { useQrLink } from '@/shared/lib/useQrLink';
import styles from './Auth.module.css';

/** Agreement to the terms and privacy policy is implied by submitting (part 1 §5). */
export function AgreementLine() {
  const { link } = useQrLink();
  return (
    <p className={styles.agree}>
      By continuing, I agree to the{' '}
      <Link to={link(paths.terms())} target="_blank" rel="noopener">
        Terms of Use<span className="visually-hidden"> (opens in a new tab)</span>
      </Link>{' '}
      and{' '}
      <Link to={link(paths.privacy())} target="_blank" rel="noopener">
        Privacy Policy<span className="visually-hidden"> (opens in a new tab)</span>
      </Link>
    </p>
  );
}
