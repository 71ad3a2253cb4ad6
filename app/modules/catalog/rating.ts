/** Rating maths of spec section 9, shared by the server and the UI. */

/** Mean of the ratings to one decimal; no reviews gives 0. */
export function averageRating(ratings: readonly number[]): number {
  if (ratings.length === 0) return 0;
  const sum = ratings.reduce((total, rating) => total + rating, 0);
  return roundRating(sum / ratings.length);
}

/** One decimal, as the database's `round(avg(rating), 1)` gives it. */
export function roundRating(value: number): number {
  return Math.round(value * 10) / 10;
}

/** Stars are filled by the rounded-down average: 4.9 fills 4. */
export function filledStars(average: number): number {
  return Math.max(0, Math.min(5, Math.floor(average)));
}
