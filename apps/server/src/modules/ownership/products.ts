import type { Db } from '../../db/index.ts';

/** A product the console's campaigns and commissions point at: its title, cover and own price. */
export interface ProductCard {
  title: string;
  thumb: string;
  charge: number;
}

/**
 * The product of a goods type by id (courses, live courses, books, learning paths, VIP plans), whatever its
 * visibility: the console may set a campaign up before the product is shown. Undefined when there is none.
 */
export async function findProduct(db: Db, goodsType: string, id: number): Promise<ProductCard | undefined> {
  switch (goodsType) {
    case 'course':
      return db
        .selectFrom('courses')
        .select(['title', 'thumb', 'charge'])
        .where('id', '=', id)
        .executeTakeFirst();
    case 'live':
      return db
        .selectFrom('live_courses')
        .select(['title', 'thumb', 'charge'])
        .where('id', '=', id)
        .executeTakeFirst();
    case 'book':
      return db
        .selectFrom('books')
        .select(['name as title', 'thumb', 'charge'])
        .where('id', '=', id)
        .executeTakeFirst();
    case 'learnPath':
      return db
        .selectFrom('learn_paths')
        .select(['name as title', 'thumb', 'charge'])
        .where('id', '=', id)
        .executeTakeFirst();
    case 'vip': {
      const plan = await db
        .selectFrom('roles')
        .select(['name as title', 'charge'])
        .where('id', '=', id)
        .executeTakeFirst();
      return plan && { ...plan, thumb: '' };
    }
    default:
      return undefined;
  }
}
