/**
 * Every name the shop reads from a query, a form or a JSON body, and the intents its forms tell
 * apart: what the hostile-input suites fill with hostile values (a new one belongs here).
 */

const words = (list: string) => list.split(" ");

export const QUERY_KEYS = words(
  "q search min max brand country sort page layout status role from to token redirectTo" +
    " order active entity admin category featured created error payment_intent rating product verified" +
    " payment_intent_client_secret secret lang",
);
export const FORM_KEYS = words(
  "intent id email password confirmPassword newEmail currentPassword newPassword firstName" +
    " lastName phone address city state zipCode country label isDefault name subject message" +
    " website rating title comment reviewId token redirectTo rememberMe terms slug description" +
    " brand originCountry categoryId price weightGrams stockQuantity stockBefore stockReason" +
    " stockNote featured isActive url direction code discountType discountValue minimumOrder" +
    " expiresOn usageLimit from to carrier trackingNumber note productId quantity clientSecret" +
    " card number language",
);
export const JSON_KEYS = [
  ...FORM_KEYS,
  ...words("items cartItems customerInfo amount currency couponCode product_id"),
];
// The intents the shop's forms tell apart (each route reads its own).
export const INTENTS = words(
  "profile email password create update delete default save deactivate activate image-add" +
    " image-move image-remove promote demote refund-payment add remove",
);
