import { SchemaObject } from '@nestjs/swagger';
import { defaultMetadataStorage } from 'class-transformer/cjs/storage';
import { MATCHES, MAX, MIN } from 'class-validator';
import {
  targetConstructorToSchema,
  validationMetadatasToSchemas,
} from 'class-validator-jsonschema';

const REF_PREFIX = '#/components/schemas/';

/** A rule as class-validator keeps it; its constraints are what the decorator was given. */
interface Rule {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  constraints: any[];
}

/**
 * Where the library's reading says less than the rules: Min and Max say "number" even beside
 * IsInt (whose "integer" they would overwrite), and of two Matches on one field (not blank, no
 * NUL) only the last pattern would stay, so "not blank" is said with `not` instead.
 */
const OPTIONS: Parameters<typeof validationMetadatasToSchemas>[0] = {
  refPointerPrefix: REF_PREFIX,
  classTransformerMetadataStorage: defaultMetadataStorage,
  additionalConverters: {
    [MIN]: (meta: Rule) => ({ minimum: meta.constraints[0] }),
    [MAX]: (meta: Rule) => ({ maximum: meta.constraints[0] }),
    [MATCHES]: (meta: Rule) => {
      const pattern = meta.constraints[0] as RegExp;
      return pattern.source === '\\S'
        ? { not: { pattern: '^\\s*$' } }
        : { pattern: pattern.source };
    },
  },
};

/**
 * The DTOs' rules as JSON Schema, read from their class-validator decorators (lengths,
 * patterns, required fields, nested objects): the rules the API enforces are the rules it
 * documents, with nothing to keep in step. Swagger's own reading needs @ApiProperty on every
 * field, or the Nest CLI plugin, which the swc build does not run.
 */
export function dtoSchemas(): Record<string, SchemaObject> {
  return validationMetadatasToSchemas(OPTIONS) as Record<string, SchemaObject>;
}

/** One DTO's properties, as the schemas of query or path parameters. */
export function dtoProperties(
  dto: new () => object,
): { name: string; required: boolean; schema: SchemaObject }[] {
  const schema = targetConstructorToSchema(dto, OPTIONS) as SchemaObject;
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {}).map(([name, property]) => ({
    name,
    required: required.has(name),
    schema: property as SchemaObject,
  }));
}

export const schemaRef = (name: string) => ({ $ref: `${REF_PREFIX}${name}` });
