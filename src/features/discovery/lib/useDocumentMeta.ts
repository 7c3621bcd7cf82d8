import { useEffect } from 'react';

/**
 * Names the page from its data (a theme's SEO title) and sets the meta description while the page
 * shows. The next route sets its own title (src/app/layout/useRouteHead.ts), so this one is not put back.
 */
export function useDocumentMeta(title: string | null | undefined, description: string | null | undefined): void {
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);

  useEffect(() => {
    if (!description) return;
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    const created = !meta;
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.appendChild(meta);
    }
    const previous = meta.content;
    meta.content = description;
    return () => {
      if (created) meta.remove();
      else meta.content = previous;
    };
  }, [description]);
}
