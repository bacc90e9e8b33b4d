import { isRecord } from './wire-body-parse';
import { isU64String } from './u64-text';

// A few readers of JSON shapes, for the bodies of the transaction and block pages: what zod/mini did there
// cost those pages 9 kB gzip of first load (issue 34). Each reader returns what it read or throws a
// WireShapeError naming where; `object` keeps only its members (as z.object), `looseObject` keeps all.
// The zod schemas stay the wire's description (schemas.ts): the tests hold these readers to them.

export class WireShapeError extends Error {
  constructor(
    readonly path: string,
    reason: string,
  ) {
    super(`${path}: ${reason}`);
  }
}

export type Reader<T> = (value: unknown, path: string) => T;
type Shape = Record<string, Reader<unknown>>;
type Optional<S extends Shape> = { [K in keyof S]: undefined extends ReturnType<S[K]> ? K : never }[keyof S];
export type ShapeOf<S extends Shape> = { [K in Exclude<keyof S, Optional<S>>]: ReturnType<S[K]> } & {
  [K in Optional<S>]?: ReturnType<S[K]>;
};
type Simplify<T> = { [K in keyof T]: T[K] } & {};

const at = (path: string, key: string | number) => `${path}.${String(key)}`;

export const string: Reader<string> = (value, path) => {
  if (typeof value !== 'string') throw new WireShapeError(path, 'not a string');
  return value;
};

export const matching =
  (pattern: RegExp, reason: string): Reader<string> =>
  (value, path) => {
    if (!pattern.test(string(value, path))) throw new WireShapeError(path, reason);
    return value as string;
  };

/** Decimal digits of any length (the indexer's counts and versions, as Postgres bigints print them). */
export const digits = matching(/^\d+$/, 'not decimal digits');

export const u64: Reader<string> = (value, path) => {
  if (!isU64String(value)) throw new WireShapeError(path, 'not a u64 decimal string');
  return value;
};

export const boolean: Reader<boolean> = (value, path) => {
  if (typeof value !== 'boolean') throw new WireShapeError(path, 'not a boolean');
  return value;
};

export const number: Reader<number> = (value, path) => {
  if (typeof value !== 'number' || !Number.isFinite(value)) throw new WireShapeError(path, 'not a number');
  return value;
};

export const literal =
  <const T extends string>(word: T): Reader<T> =>
  (value, path) => {
    if (value !== word) throw new WireShapeError(path, `not "${word}"`);
    return word;
  };

export const oneOf =
  <const T extends string>(words: readonly T[]): Reader<T> =>
  (value, path) => {
    if (!words.includes(value as T)) throw new WireShapeError(path, `not one of ${words.join(', ')}`);
    return value as T;
  };

/** JSON as JSON.parse makes it (z.json()): the value itself, once every number in it is checked finite. */
export type Json = string | number | boolean | null | Json[] | { [member: string]: Json };
export const json: Reader<Json> = (value, path) => {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') return number(value, path);
  if (Array.isArray(value)) value.forEach((item, index) => json(item, at(path, index)));
  else if (isRecord(value)) for (const [key, item] of Object.entries(value)) json(item, at(path, key));
  else throw new WireShapeError(path, 'not JSON');
  return value as Json;
};

export const nullable =
  <T>(read: Reader<T>): Reader<T | null> =>
  (value, path) =>
    value === null ? null : read(value, path);

/** A member that may be absent (read only when present, as z.optional). */
export const optional =
  <T>(read: Reader<T>): Reader<T | undefined> =>
  (value, path) =>
    value === undefined ? undefined : read(value, path);

/** What cannot be read is `fallback` (z.catch). */
export const orElse =
  <T, F>(read: Reader<T>, fallback: F): Reader<T | F> =>
  (value, path) => {
    try {
      return read(value, path);
    } catch (error) {
      if (error instanceof WireShapeError) return fallback;
      throw error;
    }
  };

export const array =
  <T>(read: Reader<T>): Reader<T[]> =>
  (value, path) => {
    if (!Array.isArray(value)) throw new WireShapeError(path, 'not an array');
    return value.map((item, index) => read(item, at(path, index)));
  };

export const record =
  <T>(read: Reader<T>): Reader<Record<string, T>> =>
  (value, path) => {
    if (!isRecord(value)) throw new WireShapeError(path, 'not an object');
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, read(item, at(path, key))]));
  };

function readMembers(shape: Shape, value: unknown, path: string): Record<string, unknown> {
  if (!isRecord(value)) throw new WireShapeError(path, 'not an object');
  const read: Record<string, unknown> = {};
  for (const [key, member] of Object.entries(shape)) {
    const item = member(value[key], at(path, key));
    if (item !== undefined || Object.hasOwn(value, key)) read[key] = item;
  }
  return read;
}

/** An object of these members; others are dropped. */
export const object =
  <S extends Shape>(shape: S): Reader<Simplify<ShapeOf<S>>> =>
  (value, path) =>
    readMembers(shape, value, path) as ShapeOf<S>;

/** An object of these members and any others, kept as sent. */
export const looseObject =
  <S extends Shape>(shape: S): Reader<Simplify<ShapeOf<S>> & Record<string, unknown>> =>
  (value, path) =>
    ({ ...(value as object), ...readMembers(shape, value, path) }) as ShapeOf<S> & Record<string, unknown>;

/** The first of `readers` that reads the value (z.union). */
export const firstOf =
  <T>(...readers: Reader<T>[]): Reader<T> =>
  (value, path) => {
    let failure: unknown;
    for (const read of readers) {
      try {
        return read(value, path);
      } catch (error) {
        if (!(error instanceof WireShapeError)) throw error;
        failure ??= error;
      }
    }
    throw failure ?? new WireShapeError(path, 'no reader');
  };
