import type { SentMatch, SentTarget } from './target';

/** What a journey's in-page function gets beside its argument: finding targets as the journeys name them. */
export type Queries = {
  /** The first element the target names (visible, for roles and text), or null. */
  find: (target: SentTarget) => Element | null;
  findAll: (target: SentTarget) => Element[];
  visible: (el: Element) => boolean;
  /** The element's accessible name, whitespace collapsed. */
  nameOf: (el: Element) => string;
  /** What the element reads as (its rendered text, or a control's value), whitespace collapsed. */
  textOf: (el: Element) => string;
};

/**
 * Builds the queries inside the page. It is sent as its source text (Function.toString), so it
 * uses nothing from outside itself: only the DOM.
 */
export function pageQueries(): Queries {
  const squash = (s: string) => s.replace(/\s+/g, ' ').trim();
  const matches = (m: SentMatch, value: string) =>
    'text' in m ? squash(value) === squash(m.text) : new RegExp(m.source, m.flags).test(squash(value));

  const hiddenFromAll = (el: Element) => el.closest('[aria-hidden="true"], [inert]') !== null;
  const visible = (el: Element) => {
    if (!el.isConnected || hiddenFromAll(el)) return false;
    const rects = el.getClientRects();
    if (rects.length === 0) return false;
    const style = getComputedStyle(el);
    return style.visibility !== 'hidden' && style.display !== 'none';
  };

  const implicitRole = (el: Element): string | null => {
    const tag = el.tagName.toLowerCase();
    const type = (el.getAttribute('type') ?? '').toLowerCase();
    const named = el.hasAttribute('aria-label') || el.hasAttribute('aria-labelledby');
    switch (tag) {
      case 'button':
        return 'button';
      case 'a':
        return el.hasAttribute('href') ? 'link' : null;
      case 'input':
        if (['button', 'submit', 'reset', 'image'].includes(type)) return 'button';
        if (type === 'checkbox' || type === 'radio') return type;
        return ['', 'text', 'email', 'tel', 'url', 'search'].includes(type) ? 'textbox' : null;
      case 'textarea':
        return 'textbox';
      case 'h1':
      case 'h2':
      case 'h3':
      case 'h4':
      case 'h5':
      case 'h6':
        return 'heading';
      case 'dialog':
        return 'dialog';
      case 'section':
        return named ? 'region' : null;
      case 'form':
        return named ? 'form' : null;
      case 'ul':
      case 'ol':
        return 'list';
      case 'li':
        return 'listitem';
      case 'img':
        return el.getAttribute('alt') === '' ? null : 'img';
      case 'article':
        return 'article';
      case 'fieldset':
        return 'group';
      case 'progress':
        return 'progressbar';
      case 'output':
        return 'status';
      case 'summary':
        return 'button';
      default:
        return null;
    }
  };
  const roleOf = (el: Element) => el.getAttribute('role')?.trim().split(/\s+/)[0] || implicitRole(el);

  /** The text an element gives its name: its rendered text, skipping what is hidden from everyone. */
  const textFor = (node: Node): string => {
    if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
    if (!(node instanceof Element)) return '';
    if (node.getAttribute('aria-hidden') === 'true') return '';
    if (node instanceof HTMLElement && node !== document.body && getComputedStyle(node).display === 'none') return '';
    const label = node.getAttribute('aria-label');
    if (label) return ` ${label} `;
    if (node instanceof HTMLImageElement) return ` ${node.alt} `;
    return [...node.childNodes].map(textFor).join('');
  };

  const nameOf = (el: Element): string => {
    const by = el.getAttribute('aria-labelledby');
    if (by)
      return squash(
        by
          .split(/\s+/)
          .map((id) => textFor(document.getElementById(id) ?? document.createElement('i')))
          .join(' '),
      );
    const label = el.getAttribute('aria-label');
    if (label) return squash(label);
    if (el instanceof HTMLInputElement && ['button', 'submit', 'reset'].includes(el.type)) return squash(el.value);
    const labels = (el as HTMLInputElement).labels;
    if (labels && labels.length) return squash([...labels].map(textFor).join(' '));
    if (el instanceof HTMLImageElement) return squash(el.alt);
    const role = roleOf(el);
    if (role && ['button', 'link', 'heading', 'listitem', 'checkbox', 'radio', 'status', 'alert'].includes(role)) {
      return squash(textFor(el));
    }
    if (el instanceof HTMLDialogElement || role === 'dialog') {
      const heading = el.querySelector('h1, h2, h3');
      return heading ? squash(textFor(heading)) : '';
    }
    return squash(el.getAttribute('title') ?? '');
  };

  // (WebKit's innerText is empty for content it skips rendering, content-visibility: auto off screen)
  const textOf = (el: Element) =>
    el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement
      ? el.value
      : squash((el as HTMLElement).innerText || el.textContent || '');

  const levelOf = (el: Element) => Number(el.getAttribute('aria-level') ?? /^h(\d)$/i.exec(el.tagName)?.[1] ?? 0);

  /** The controls a label names (a <label>'s control; any element with that aria-label or labelledby). */
  const labelled = (root: ParentNode, m: SentMatch): Element[] => {
    const found = new Set<Element>();
    for (const label of root.querySelectorAll('label')) {
      if (label.control && matches(m, textFor(label))) found.add(label.control);
    }
    for (const el of root.querySelectorAll('[aria-label], [aria-labelledby]')) {
      if (['input', 'textarea', 'select'].includes(el.tagName.toLowerCase()) || el.getAttribute('role')) {
        if (matches(m, nameOf(el))) found.add(el);
      }
    }
    return [...found];
  };

  const findAll = (target: SentTarget): Element[] => {
    const roots: ParentNode[] = 'within' in target && target.within ? findAll(target.within) : [document];
    const all: Element[] = [];
    for (const root of roots) {
      if ('css' in target) all.push(...root.querySelectorAll(target.css));
      else if ('label' in target) all.push(...labelled(root, target.label));
      else if ('role' in target) {
        for (const el of root.querySelectorAll('*')) {
          if (roleOf(el) !== target.role || !visible(el)) continue;
          if (target.level && levelOf(el) !== target.level) continue;
          if (target.name && !matches(target.name, nameOf(el))) continue;
          all.push(el);
        }
      } else {
        // the innermost: an element whose text matches while none of its children's does
        for (const el of root.querySelectorAll('body *')) {
          if (!visible(el) || !matches(target.text, textOf(el))) continue;
          if ([...el.children].some((child) => visible(child) && matches(target.text, textOf(child)))) continue;
          all.push(el);
        }
      }
    }
    return [...new Set(all)];
  };

  return { find: (target) => findAll(target)[0] ?? null, findAll, visible, nameOf, textOf };
}
