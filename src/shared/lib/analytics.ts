/** The analytics data layer (window.dataLayer), as tag managers read it. */
export function pushDataLayer(entry: Record<string, unknown>): void {
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push(entry);
}

export function trackPage(path: string, title = document.title): void {
  pushDataLayer({ event: 'page_view', page_path: path, page_title: title });
}

export type GreetingAnalytics = {
  occasion: string;
  type: 'Physical' | 'Digital';
  sku: string;
  price: number;
  uuid: string;
};

/** Spec part 1 §3: price is 0 when the greeting is free or physical. */
export function greetingAnalytics(g: {
  themeName?: string | null;
  isPhysical?: boolean;
  isFree?: boolean;
  sku?: string | null;
  price?: number | string | null;
  uuid?: string | null;
}): GreetingAnalytics {
  const price = g.isFree || g.isPhysical ? 0 : Number(g.price ?? 0) || 0;
  return {
    occasion: g.themeName ?? '',
    type: g.isPhysical ? 'Physical' : 'Digital',
    sku: g.sku ?? '',
    price,
    uuid: g.uuid ?? '',
  };
}
