// The shells' critical CSS (issue 39): of the built stylesheet, what the markup index.html shows
// before the app's code arrives can need, for scripts/startPlugin.ts to inline. Conservative: a rule
// is dropped only when one of its selector's classes, ids or element names is surely not in the
// markup; anything it cannot read (attributes, :is(), :has(), namespaces…) counts as matching.
import postcss, { type AtRule, type ChildNode, type Container } from 'postcss';

interface Markup {
  classes: Set<string>;
  ids: Set<string>;
  tags: Set<string>;
}

/** Block at-rules whose inner rules are filtered (and which go when none is left). */
const GROUPING = new Set(['media', 'supports', 'container', 'scope', 'document', '-moz-document', 'starting-style']);

/**
 * The rules of `css` that can match `html` (any number of documents or fragments), in their
 * order: `html` and `body` always count as present; @media, @supports, @container blocks keep their
 * kept rules; @keyframes stay when a kept declaration names them; @font-face, @property,
 * @import and other at-rules stay; a named @layer block stays (emptied) so the layers keep their order.
 */
export function criticalCss(css: string, html: string[]): string {
  const markup = readMarkup(html);
  const root = postcss.parse(css);
  root.walkComments((comment) => {
    comment.remove();
  });
  filter(root, markup);
  // @keyframes last: their names are in the kept rules' declarations (animation, custom properties)
  const used = new Set<string>();
  root.walkDecls((decl) => {
    if (!isKeyframes(decl.parent)) for (const word of decl.value.split(/[\s,()]+/)) used.add(word);
  });
  root.walkAtRules((atRule) => {
    if (isKeyframes(atRule) && !used.has(unquote(atRule.params.trim()))) atRule.remove();
  });
  removeEmptyGroups(root);
  return root.toString();
}

function isKeyframes(node: Container | ChildNode | undefined): node is AtRule {
  return node?.type === 'atrule' && /(^|-)keyframes$/i.test((node as AtRule).name);
}

function unquote(name: string): string {
  return /^(["']).*\1$/.test(name) ? name.slice(1, -1) : name;
}

function filter(container: Container, markup: Markup): void {
  container.each((node) => {
    if (node.type === 'rule') {
      if (!node.selectors.some((selector) => canMatch(selector, markup))) node.remove();
      // nested rules (CSS nesting): each its own selector, `&` counting as matching
      else filter(node, markup);
    } else if (node.type === 'atrule' && node.nodes && GROUPING.has(node.name.toLowerCase())) filter(node, markup);
    else if (node.type === 'atrule' && node.nodes && node.name.toLowerCase() === 'layer') filter(node, markup);
  });
}

/** A grouping block left with no rules goes (a named @layer stays: its place sets the layers' order). */
function removeEmptyGroups(container: Container): void {
  container.each((node) => {
    if (node.type !== 'atrule' || !node.nodes) return;
    const name = node.name.toLowerCase();
    if (!GROUPING.has(name) && name !== 'layer') return;
    removeEmptyGroups(node);
    const empty = !node.nodes.some((child) => child.type !== 'comment');
    if (empty && (GROUPING.has(name) || !node.params.trim())) node.remove();
  });
}

/** Classes, ids and element names (lower case) in the markup. */
function readMarkup(html: string[]): Markup {
  const markup: Markup = { classes: new Set(), ids: new Set(), tags: new Set(['html', 'body']) };
  for (const doc of html)
    for (const [tag, name] of doc.matchAll(/<([a-zA-Z][\w:-]*)(?:[^>"']|"[^"]*"|'[^']*')*>/g)) {
      markup.tags.add(name.toLowerCase());
      for (const [, attr, double, single, bare] of tag.matchAll(/\s(class|id)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>"']+))/gi)) {
        const value = decodeEntities(double ?? single ?? bare ?? '');
        if (attr.toLowerCase() === 'id') markup.ids.add(value);
        else for (const c of value.split(/\s+/)) if (c) markup.classes.add(c);
      }
    }
  return markup;
}

function decodeEntities(value: string): string {
  return value.replace(/&(#x[\da-f]+|#\d+|amp|quot|apos|lt|gt|#39);/gi, (entity, code: string) => {
    const named: Record<string, string> = { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>' };
    if (code[0] !== '#') return named[code.toLowerCase()] ?? entity;
    return String.fromCodePoint(code[1] === 'x' || code[1] === 'X' ? parseInt(code.slice(2), 16) : Number(code.slice(1)));
  });
}

/**
 * Whether `selector` can match the markup: each compound (between combinators) needs its classes,
 * ids and element name present. What the scan cannot read counts as matching.
 */
function canMatch(selector: string, markup: Markup): boolean {
  const s = selector.trim();
  let i = 0;
  const ident = (): string => {
    let out = '';
    while (i < s.length) {
      const ch = s[i];
      if (ch === '\\') {
        const hex = /^[\da-fA-F]{1,6}\s?/.exec(s.slice(i + 1, i + 8));
        if (hex) {
          out += String.fromCodePoint(parseInt(hex[0], 16));
          i += 1 + hex[0].length;
        } else {
          out += s[i + 1] ?? '';
          i += 2;
        }
      } else if (/[\w-]/.test(ch) || ch.charCodeAt(0) > 0x7f) {
        out += ch;
        i += 1;
      } else break;
    }
    return out;
  };
  /** Skips a balanced (…) or […] with strings in it. */
  const skipBlock = (open: string, close: string): void => {
    let depth = 0;
    while (i < s.length) {
      const ch = s[i];
      if (ch === '\\') i += 1;
      else if (ch === '"' || ch === "'") {
        const end = s.indexOf(ch, i + 1);
        i = end < 0 ? s.length : end;
      } else if (ch === open) depth += 1;
      else if (ch === close && --depth === 0) {
        i += 1;
        return;
      }
      i += 1;
    }
  };
  while (i < s.length) {
    const ch = s[i];
    if (/[\s>+~]/.test(ch)) i += 1;
    else if (ch === '.') {
      i += 1;
      if (!markup.classes.has(ident())) return false;
    } else if (ch === '#') {
      i += 1;
      if (!markup.ids.has(ident())) return false;
    } else if (ch === '[') skipBlock('[', ']');
    else if (ch === ':') {
      while (s[i] === ':') i += 1;
      ident();
      // :is(), :not(), :has(), :nth-child(… of …), ::part(): not read
      if (s[i] === '(') skipBlock('(', ')');
    } else if (ch === '*' || ch === '&') i += 1;
    else if (/[\w-]/.test(ch) || ch === '\\' || ch.charCodeAt(0) > 0x7f) {
      const tag = ident().toLowerCase();
      if (s[i] === '|') return true; // a namespace: not read
      if (!markup.tags.has(tag)) return false;
    } else return true; // anything else (`|`, `||`, a typo): not read
  }
  return true;
}
