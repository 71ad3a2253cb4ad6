import { defineConfig } from "drizzle-kit";

// Migrations are generated from the schema in app/db/schema/ (gathered by its index.ts) (`npm run db:generate`) and applied at start.
export default defineConfig({
  dialect: "postgresql",
  schema: "./app/db/schema/index.ts",
  out: "./drizzle",
});
