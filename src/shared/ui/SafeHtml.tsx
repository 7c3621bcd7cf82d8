import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/** Server markup (offer ui fields) with scripts, handlers and javascript: URLs removed. */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form', 'input'] });
}

/** The only place server markup is rendered. */
export function SafeHtml({ html, className, as: Tag = 'div' }: { html: string | null | undefined; className?: string; as?: 'div' | 'span' | 'p' }) {
  const clean = useMemo(() => sanitizeHtml(html ?? ''), [html]);
  if (!clean) return null;
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
