import { safeRedirect } from '@/shared/lib/safeRedirect';
import { paths } from '@/shared/config/paths';

/** Spec part 1 §2: Back on the theme page goes to /browse, or to / when back=landing. */
export function themeBackTarget(back: string | null | undefined): string {
  return back === 'landing' ? paths.home() : paths.browse();
}

/** The 'Personalize' link: /create/{id}?pt=&key=, each value passed only when present. */
export function personalizeHref(animationId: string | number, pass: { pt?: string | null; key?: string | null } = {}): string {
  return paths.create(animationId, { pt: pass.pt || null, key: pass.key || null });
}

/** Spec part 1 §9: up to 4 templates per theme row on the landing page. */
export const LANDING_TEMPLATES_PER_ROW = 4;

export function landingTemplates<T>(list: readonly T[]): T[] {
  return list.slice(0, LANDING_TEMPLATES_PER_ROW);
}

/** 'See all' on a landing-page row: the theme page, whose Back returns to the landing page. */
export const seeAllHref = (themeId: string | number) => paths.theme(themeId, { back: 'landing' });

/**
 * Server data used as a link target must be a path inside this app: the one redirect rule (tabs and
 * newlines inside '/\t/host' would otherwise become '//host' in the browser).
 */
export function internalPath(path: string | null | undefined): string | null {
  return safeRedirect(path);
}
