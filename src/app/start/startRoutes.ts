/**
 * The routes visitors most often open cold, and the GETs each one's loader sends first (their path
 * and query, `cache` left out). The build inlines this table in index.html with each route's chunks
 * (scripts/startPlugin.ts), so the page's code and data start as the HTML arrives; startRoutes.test.ts
 * checks each call against what the route's loader really sends. No `@/` imports: the Vite config
 * loads this file.
 */
export interface StartRoute {
  /** The route table's pattern. */
  path: string;
  /** GET URLs with the pattern's `:params`. */
  calls: string[];
  /**
   * Where the first call's answer names the page's largest image (a dotted path: `item.img`), which
   * the start preloads at high priority as soon as that answer arrives.
   */
  image?: string;
  /** The page needs the visitor's session: no shell (it depends on who is there), no call without one. */
  session?: boolean;
}

export const START_ROUTES: StartRoute[] = [
  { path: '/', calls: ['/rest/config/sample-videos', '/rest/project-landing'], image: 'samples.0.img' },
  { path: '/browse', calls: ['/rest/theme-v3'], image: 'rows.0.img' },
  { path: '/theme/:themeId', calls: ['/rest/theme/:themeId/theme-animation-v2'], image: 'animations.0.img' },
  { path: '/login', calls: [] },
  { path: '/vid/:uuid', calls: ['/rest/vid/:uuid/fizz'], image: 'item.img' },
  { path: '/in/:code', calls: ['/rest/invite/:code/fizz'], image: 'img' },
  { path: '/edit/:greetingId', calls: ['/rest/fizz/:greetingId/detail?type=edit-flow'], session: true },
  { path: '/preview/:greetingId', calls: ['/rest/fizz/:greetingId/detail?type=edit-flow'], session: true },
  { path: '/checkout/:greetingId', calls: [], session: true },
];
