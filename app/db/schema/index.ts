// The database schema, one file per domain. Later features add their tables here and by
// migration (`npm run db:generate`).
export * from "./accounts";
export * from "./admin";
export * from "./catalogue";
export * from "./messages";
export * from "./orders";
export * from "./rate-limits";
export * from "./stock-alerts";
export * from "./wishlist";
export * from "./gift-cards";
export * from "./returns";
