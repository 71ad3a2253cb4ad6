/**
 * Who is signed in, as every page needs to know (menu items, wishlist link, checkout prefill).
 * Only the signed-in visitor's own profile; never sent on a page another visitor could get.
 */
export interface FrameUser {
  email: string;
  name: string | null;
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
  isAdmin: boolean;
}

/** The frame's view of a signed-in user's profile. */
export function frameUser(user: {
  email: string;
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
  isAdmin: boolean;
}): FrameUser {
  const name = [user.firstName, user.lastName].filter(Boolean).join(" ") || null;
  return {
    email: user.email,
    name,
    firstName: user.firstName,
    lastName: user.lastName,
    phone: user.phone,
    isAdmin: user.isAdmin,
  };
}
