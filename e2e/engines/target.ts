// What a journey points at, in words both engines can find: the way Playwright's getByRole,
// getByLabel and getByText name things, without Playwright's own engine.

/** A string matches the whole (whitespace-collapsed) text; a RegExp matches as it says. */
export type TextMatch = string | RegExp;

/** The roles the journeys use (ARIA's names; an element's role attribute wins over its tag). */
export type Role =
  | 'alert'
  | 'article'
  | 'button'
  | 'checkbox'
  | 'dialog'
  | 'form'
  | 'group'
  | 'heading'
  | 'img'
  | 'link'
  | 'list'
  | 'listitem'
  | 'progressbar'
  | 'radio'
  | 'region'
  | 'status'
  | 'textbox'
  | 'timer';

export type Target =
  /** a CSS selector (found even when hidden, as a file input often is) */
  | string
  | { role: Role; name?: TextMatch; level?: number; within?: Target }
  /** a form control by its label (its <label>, aria-label or aria-labelledby), found even when hidden */
  | { label: TextMatch; within?: Target }
  /** the innermost visible element whose text matches */
  | { text: TextMatch; within?: Target };

/** A TextMatch as JSON, so it can be sent into the page. */
export type SentMatch = { text: string } | { source: string; flags: string };
export type SentTarget =
  | { css: string }
  | { role: Role; name?: SentMatch; level?: number; within?: SentTarget }
  | { label: SentMatch; within?: SentTarget }
  | { text: SentMatch; within?: SentTarget };

const sendMatch = (m: TextMatch): SentMatch => (typeof m === 'string' ? { text: m } : { source: m.source, flags: m.flags });

export function sendTarget(target: Target): SentTarget {
  if (typeof target === 'string') return { css: target };
  const within = target.within === undefined ? undefined : sendTarget(target.within);
  if ('role' in target) {
    return {
      role: target.role,
      name: target.name === undefined ? undefined : sendMatch(target.name),
      level: target.level,
      within,
    };
  }
  if ('label' in target) return { label: sendMatch(target.label), within };
  return { text: sendMatch(target.text), within };
}

/** How a target reads in a failure message. */
export function describeTarget(target: Target): string {
  if (typeof target === 'string') return target;
  const inside = target.within ? ` in ${describeTarget(target.within)}` : '';
  if ('role' in target) return `${target.role}${target.name === undefined ? '' : ` "${String(target.name)}"`}${inside}`;
  if ('label' in target) return `the control labelled "${String(target.label)}"${inside}`;
  return `text "${String(target.text)}"${inside}`;
}
