/** Total number of items of a kit (the tier's items-per-kit limit counts these). */
export const countItems = (kit: { itemGroups: { items: unknown[] }[] }) =>
  kit.itemGroups.reduce((n, g) => n + g.items.length, 0);
