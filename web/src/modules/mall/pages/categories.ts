/** The product list with its category drawer open: where 去添加 of the missing-category check goes. */
export const MANAGE_CATEGORIES = '/mall/list?categories=1';
