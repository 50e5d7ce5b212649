/**
 * The Customer object the resolvers pass down. `__id` is the customer's row id for the field
 * resolvers of Customer (addresses, orders, wish lists, compare list, reviews, saved cards,
 * is_subscribed); it is not in the schema, so it never reaches a client.
 */
export interface CustomerParent {
  __id: number;
  [field: string]: unknown;
}
