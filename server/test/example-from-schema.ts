import { z } from "zod";

/**
 * The smallest value a zod schema accepts, built from its shape: optional and defaulted fields are
 * left out, strings and arrays get their minimum length, enums and unions their first option. Good
 * enough for request bodies that only need to pass validation; refinements are not solved, so a
 * caller checks the result with safeParse.
 */
export const exampleFromSchema = (schema: z.ZodType): unknown => {
  if (schema instanceof z.ZodObject) {
    const entries = Object.entries(schema.shape as Record<string, z.ZodType>).filter(([, field]) => !field.safeParse(undefined).success);
    return Object.fromEntries(entries.map(([key, field]) => [key, exampleFromSchema(field)]));
  }
  if (schema instanceof z.ZodPipe) {
    return exampleFromSchema(schema.in as z.ZodType);
  }
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable || schema instanceof z.ZodDefault) {
    return exampleFromSchema(schema.def.innerType as z.ZodType);
  }
  if (schema instanceof z.ZodString) {
    return "example text".padEnd(schema.minLength ?? 0, "x").slice(0, schema.maxLength ?? undefined);
  }
  if (schema instanceof z.ZodNumber) {
    return schema.minValue !== null && Number.isFinite(schema.minValue) ? schema.minValue : 1;
  }
  if (schema instanceof z.ZodBoolean) {
    return false;
  }
  if (schema instanceof z.ZodEnum) {
    return schema.options[0];
  }
  if (schema instanceof z.ZodLiteral) {
    return schema.values.values().next().value;
  }
  if (schema instanceof z.ZodUnion) {
    return exampleFromSchema(schema.options[0] as z.ZodType);
  }
  if (schema instanceof z.ZodArray) {
    const length = (schema.def.checks ?? []).reduce(
      (min, check) => Math.max(min, (check._zod.def as { minimum?: number }).minimum ?? 0),
      0,
    );
    return Array.from({ length }, () => exampleFromSchema(schema.element as z.ZodType));
  }
  return undefined;
};
