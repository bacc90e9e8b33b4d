import type { JsonValue } from './json';
import type { TypeTag } from './type-tag';

export class MoveValueError extends Error {
  readonly path: string;

  constructor(message: string, path: string) {
    super(path === '' ? message : `${message} at ${path}`);
    this.name = 'MoveValueError';
    this.path = path;
  }
}

export function encodeMoveValue(_value: JsonValue | bigint, _tag: TypeTag): Uint8Array {
  throw new Error('not implemented');
}
