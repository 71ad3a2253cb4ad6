import { defineConfig } from "drizzle-kit";

// Migrations are generated from app/db/schema.ts (`npm run db:generate`) and applied at start.
export default defineConfig({
  dialect: "postgresql",
  schema: "./app/db/schema/index.ts",
  out: "./drizzle",
});
