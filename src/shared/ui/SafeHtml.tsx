import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/** Text-level tags only: a label inside a link or button may carry no link, button or block of its own. */
const LABEL_TAGS = ['b', 'strong', 'i', 'em', 'u', 'small', 'sup', 'sub', 'mark', 'span', 'br'];

/** Server markup (offer ui fields) with scripts, handlers and javascript: URLs removed. */
export function sanitizeHtml(html: string, { label = false }: { label?: boolean } = {}): string {
  if (label) return DOMPurify.sanitize(html, { ALLOWED_TAGS: LABEL_TAGS, ALLOWED_ATTR: ['class'] });
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form', 'input'] });
}

/** The only place server markup is rendered. `label`: the markup sits inside a link or button. */
export function SafeHtml({
  html,
  className,
  as: Tag = 'div',
  label = false,
}: {
  html: string | null | undefined;
  className?: string;
  as?: 'div' | 'span' | 'p';
  label?: boolean;
}) {
  const clean = useMemo(() => sanitizeHtml(html ?? '', { label }), [html, label]);
  if (!clean) return null;
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
