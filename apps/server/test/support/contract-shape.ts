import { expect } from 'vitest';

/**
 * Every field of a contract type, listed once: `true` for a field the reply must carry, `'optional'` for one it
 * may leave out. The compiler checks the list against the type (a field renamed or added in
 * packages/contract breaks the test that lists it), and `expectShape` checks a reply against the list.
 */
export type FieldList<T> = { [K in keyof Required<T>]: true | 'optional' };

/** Asserts that `value` carries every required field of T and no field T does not have. */
export function expectShape<T extends object>(value: unknown, fields: FieldList<T>): asserts value is T {
  expect(value, 'reply is an object').toBeTypeOf('object');
  expect(value).not.toBeNull();
  const entries = Object.entries(fields) as [string, true | 'optional'][];
  const present = Object.keys(value as object);
  const required = entries.filter(([, v]) => v === true).map(([k]) => k);
  const known = new Set(entries.map(([k]) => k));
  expect(
    present.filter((k) => !known.has(k)),
    'fields the contract does not have',
  ).toEqual([]);
  expect(
    required.filter((k) => !present.includes(k)),
    'contract fields missing',
  ).toEqual([]);
}

/** `expectShape` for every item of a list. */
export function expectShapes<T extends object>(values: unknown, fields: FieldList<T>): asserts values is T[] {
  expect(Array.isArray(values)).toBe(true);
  for (const v of values as unknown[]) expectShape<T>(v, fields);
}
