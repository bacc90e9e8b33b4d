import * as z from 'zod/mini';
import type { AbiModule } from '../move/abi-layout';
import { ok, type Result } from '../result';
import {
  hexBytesSchema,
  identifierSchema,
  moveModuleAbiSchema,
  moveStructAbiSchema,
  moveStructFieldSchema,
  moveStructGenericTypeParamSchema,
} from './schemas';
import { parseWith } from './wire-body-parse';

// The body of GET /accounts/{address}/module/{name}: the node's schemas (schemas.ts), widened where
// real nodes differ, keeping what layouts, the module page and a call's arguments need. `is_event`,
// `is_enum` and `variants` (absent before enums reached the API) and a type parameter's `is_phantom`
// (never sent by real nodes) may be absent; so may functions, friends and abilities, and a malformed
// function is left out, not fatal. Everything the node's moveModuleBytecodeSchema accepts passes.

export type ModuleBody = { bytecode: string; abi?: AbiModule | undefined };

const lenientStructSchema = z.object({
  name: identifierSchema,
  is_native: moveStructAbiSchema.shape.is_native,
  is_enum: z.optional(moveStructAbiSchema.shape.is_enum),
  abilities: z.catch(z.optional(z.array(z.string())), undefined),
  // only their count matters to layouts; real nodes leave is_phantom out (aptos-core marks it #[oai(skip)])
  generic_type_params: z.array(z.object({ is_phantom: moveStructGenericTypeParamSchema.shape.is_phantom })),
  fields: z.array(moveStructFieldSchema),
  variants: z.optional(moveStructAbiSchema.shape.variants),
});

const lenientFunctionSchema = z.object({
  name: identifierSchema,
  visibility: z.catch(z.string(), 'public'),
  is_entry: z.catch(z.boolean(), false),
  is_view: z.catch(z.boolean(), false),
  generic_type_params: z.array(z.catch(z.object({ constraints: z.catch(z.array(z.string()), []) }), { constraints: [] })),
  params: z.array(z.string()),
  return: z.array(z.string()),
});

const lenientModuleSchema = z.object({
  bytecode: hexBytesSchema,
  abi: z.optional(
    z.object({
      address: z.string(),
      name: moveModuleAbiSchema.shape.name,
      structs: z.array(lenientStructSchema),
      // a malformed function reads as undefined here, and is left out below
      exposed_functions: z.catch(z.optional(z.array(z.catch(z.optional(lenientFunctionSchema), undefined))), undefined),
      friends: z.catch(z.optional(z.array(z.string())), undefined),
    }),
  ),
});

export function parseModuleBody(value: unknown): Result<ModuleBody> {
  const parsed = parseWith(lenientModuleSchema, value, 'module');
  if (!parsed.ok) return parsed;
  const { bytecode, abi } = parsed.value;
  if (abi === undefined) return ok({ bytecode });
  return ok({ bytecode, abi: { ...abi, exposed_functions: abi.exposed_functions?.flatMap((fn) => fn ?? []) } });
}
