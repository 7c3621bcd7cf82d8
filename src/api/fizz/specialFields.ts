/** The least a special-field group needs for these helpers: items with an id and a value. */
type ItemLike = { id: string | number; value: string };
type GroupLike = { items: readonly ItemLike[] };

/**
 * The text the preview images draw: every non-blank special-field value, in form order, one per
 * line. Shared by personalise and the editor's special-field view so both previews agree.
 */
export function previewTextOf(groups: readonly GroupLike[]): string {
  return groups
    .flatMap((g) => g.items.map((i) => i.value.trim()))
    .filter(Boolean)
    .join('\n');
}

/** The same groups with new values, by item id (ids are unique within a template). */
export function withValues<G extends GroupLike>(groups: readonly G[], values: Readonly<Record<string, string>>): G[] {
  return groups.map((g) => ({
    ...g,
    items: g.items.map((item) => ({ ...item, value: values[String(item.id)] ?? item.value })),
  }));
}
