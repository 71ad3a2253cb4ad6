const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether `id` can be a row's id (the tables' uuid primary keys). An id from an address or a form
 * that cannot is "not found" before any query: PostgreSQL would refuse it with an error.
 */
export const isUuid = (id: string): boolean => UUID.test(id);
