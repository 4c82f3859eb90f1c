/**
 * What is on home's first screen, shared by the page (which loads these images eagerly and first) and the early
 * script (which asks for them as soon as the answers name them, before the storefront's code has rendered
 * anything; app/startup/early-requests.ts). Over the answers' raw JSON, as the early script reads them: a
 * field missing on another server's reply simply names no image.
 */

/** Cards in the first row of the first block (the widest grid shows four). */
export const FIRST_ROW = 4;

/** The blocks in server order by `sort` (the server already sorts; a stable sort keeps ties in place). */
export function sortBlocks<T extends { sort: number }>(blocks: readonly T[]): T[] {
  return [...blocks].sort((a, b) => a.sort - b.sort);
}

const record = (x: unknown): Record<string, unknown> | null =>
  typeof x === 'object' && x !== null ? (x as Record<string, unknown>) : null;
const text = (x: unknown): string | null => (typeof x === 'string' && x !== '' ? x : null);

/**
 * The first slide and the covers of the first block's first row (goods cards name theirs `goods_thumb`), from
 * the `data` of the sliders and blocks answers.
 */
export function homeFirstScreenImages(sliders: unknown, blocks: unknown): string[] {
  const images: string[] = [];
  const slide = Array.isArray(sliders) ? text(record(sliders[0])?.thumb) : null;
  if (slide) images.push(slide);
  const list = Array.isArray(blocks)
    ? blocks.flatMap((b) => {
        const block = record(b);
        return block && typeof block.sort === 'number'
          ? [{ sort: block.sort, config: block.config_render }]
          : [];
      })
    : [];
  const items = record(sortBlocks(list)[0]?.config)?.items;
  if (Array.isArray(items)) {
    for (const item of items.slice(0, FIRST_ROW)) {
      const cover = text(record(item)?.thumb) ?? text(record(item)?.goods_thumb);
      if (cover) images.push(cover);
    }
  }
  return images;
}
