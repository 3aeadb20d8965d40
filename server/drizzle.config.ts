import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "postgresql",
  // Every domain keeps its tables in `*.tables.ts` files next to its code.
  schema: "./server/src/**/*.tables.ts",
  out: "./server/src/db/migrations",
  casing: undefined,
});
