import { z } from "zod";

export const IdSchema = z.uuid({ message: "Must be a valid id" });
export const IsoDateSchema = z.iso.datetime({ offset: true });
export const OkSchema = z.object({ ok: z.literal(true) });

export const pageQuery = <Max extends number>(defaultLimit: number, maxLimit: Max) =>
  z.object({
    page: z.coerce.number().int().min(1).default(1),
    limit: z.coerce.number().int().min(1).max(maxLimit).default(defaultLimit),
  });

export const ActivitySchema = z.object({
  id: IdSchema,
  action: z.string(),
  documentId: IdSchema.nullable(),
  details: z.record(z.string(), z.unknown()),
  createdAt: IsoDateSchema,
});
export const ActivityListSchema = z.object({
  items: z.array(ActivitySchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
