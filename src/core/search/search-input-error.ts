import { MoveInputError } from '../move/errors';

/** What the search box cannot open: `reason` is the core parser's (MoveInputReason) or the search's own; `position` counts from the input's start. */
export class SearchInputError extends Error {
  constructor(
    readonly reason: string,
    message: string,
    readonly position: number | undefined,
    /** The page's path parameter at fault (parse-page.ts). */
    readonly param?: string,
  ) {
    super(message);
  }
}

/** Runs a core parser on text found at `offset` in the input, re-basing its error position. */
export function atOffset<T>(offset: number | undefined, parse: () => T): T {
  try {
    return parse();
  } catch (error) {
    if (error instanceof MoveInputError) {
      const position = offset === undefined || error.position === undefined ? undefined : offset + error.position;
      throw new SearchInputError(error.reason, error.message, position);
    }
    throw error;
  }
}
