import { z } from "zod";
import { ActivityListSchema, pageQuery } from "../../model";
import { endpoint } from "../contract";

export const activityEndpoints = {
  listActivity: endpoint({
    method: "GET",
    path: "/api/activity",
    summary: "The signed-in user's activity log, newest first",
    tag: "activity",
    auth: "user",
    query: pageQuery(20, 100).extend({ documentId: z.uuid().optional() }),
    response: ActivityListSchema,
    errors: ["VALIDATION_FAILED", "UNAUTHENTICATED"],
  }),
};
