import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  apiErrorBodySchema,
  ERROR_CODES,
  ledgerInfoBodySchema,
  moveResourceListSchema,
  rawTableItemRequestSchema,
} from '../../src/core/api/schemas';
import { schemaWords } from './schema-words';

describe('JSON Schema for the OpenAPI document', () => {
  it('carries formats and descriptions', () => {
    const schema = z.toJSONSchema(ledgerInfoBodySchema, { metadata: schemaWords });
    expect(schema.$defs?.U64).toMatchObject({ type: 'string', format: 'uint64' });
    expect(z.toJSONSchema(rawTableItemRequestSchema, { metadata: schemaWords }).$defs?.HexEncodedBytes).toMatchObject({ format: 'hex' });
    const error = z.toJSONSchema(apiErrorBodySchema, { metadata: schemaWords }).$defs?.ErrorCode;
    expect(error).toMatchObject({ enum: [...ERROR_CODES] });
    expect(z.toJSONSchema(moveResourceListSchema, { metadata: schemaWords })).toMatchObject({ type: 'array' });
  });
});
