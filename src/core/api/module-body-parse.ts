import * as z from 'zod/mini';
import { fail, ok, type Result } from '../result';
import {
  hexBytesSchema,
  identifierSchema,
  moveModuleAbiSchema,
  moveStructAbiSchema,
  moveStructFieldSchema,
  moveStructGenericTypeParamSchema,
} from './schemas';

// The body of GET /accounts/{address}/module/{name}: the node's schemas (schemas.ts), widened where
// real nodes differ, keeping what layouts, the module page and a call's arguments need. `is_event`,
// `is_enum` and `variants` (absent before enums reached the API) and a type parameter's `is_phantom`
// (never sent by real nodes) may be absent; so may functions, friends and abilities, and a malformed
// function is left out, not fatal. Everything the node's moveModuleBytecodeSchema accepts passes.
// A failure names the first thing wrong and where: "abi.structs[0].generic_type_params[0].is_phantom: not a boolean".

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

/** An ABI struct as the explorer reads it: what its layout, its resource form and the module page need. */
export type AbiStruct = z.infer<typeof lenientStructSchema>;
/** A function the module exposes (no parameter names: the ABI has none). */
export type AbiFunction = z.infer<typeof lenientFunctionSchema>;
/** A module's ABI, without the functions the node sent malformed. */
export type AbiModule = Omit<NonNullable<z.infer<typeof lenientModuleSchema>['abi']>, 'exposed_functions'> & {
  exposed_functions?: AbiFunction[] | undefined;
};
export type ModuleBody = { bytecode: string; abi?: AbiModule | undefined };

/** What an issue says where the schema has no words of its own (zod/mini carries no English texts). */
function issueText(issue: z.core.$ZodRawIssue): string {
  if (issue.code !== 'invalid_type') return 'not as the API describes';
  return `not ${issue.expected === 'object' || issue.expected === 'array' ? 'an' : 'a'} ${issue.expected}`;
}

export function parseModuleBody(value: unknown): Result<ModuleBody> {
  const parsed = lenientModuleSchema.safeParse(value, { error: issueText });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const path =
      issue?.path
        .map((key) => (typeof key === 'number' ? `[${key}]` : `.${String(key)}`))
        .join('')
        .slice(1) ?? '';
    return fail(path === '' ? `module is ${issue?.message ?? 'not as the API describes'}` : `${path}: ${issue?.message ?? ''}`);
  }
  const { bytecode, abi } = parsed.data;
  if (abi === undefined) return ok({ bytecode });
  return ok({ bytecode, abi: { ...abi, exposed_functions: abi.exposed_functions?.flatMap((fn) => fn ?? []) } });
}
