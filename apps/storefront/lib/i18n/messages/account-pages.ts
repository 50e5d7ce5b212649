// 'My Account' pages: dashboard, address book, order history, payment methods, wishlist.
export const accountPageMessages = {} as const;
