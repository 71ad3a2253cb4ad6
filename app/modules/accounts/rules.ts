import { z } from "zod";

/** Spec section 9: minimum password length. */
export const MIN_PASSWORD_LENGTH = 6;

/** E-mail addresses are compared trimmed and lower-cased. */
export const emailSchema = z.string().trim().toLowerCase().pipe(z.email());
export const passwordSchema = z.string().min(MIN_PASSWORD_LENGTH);
