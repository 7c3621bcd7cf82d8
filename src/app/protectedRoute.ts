import { paths } from '@/shared/config/paths';

/**
 * Spec part 2 §2: a logged-out visitor goes to login with the original path and query encoded;
 * paths starting with /create or /qr-setup go to register instead.
 */
export function protectedRouteTarget(pathname: string, search = ''): string {
  const original = `${pathname}${search}`;
  const toRegister = /^\/(create|qr-setup)(\/|$)/.test(pathname);
  return toRegister ? paths.register(original) : paths.login(original);
}
