import { z } from "zod";

/** Product and category slugs: lower-case words joined by hyphens; anything else matches nothing. */
export const slugSchema = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
  .max(200);
