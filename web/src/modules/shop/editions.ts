import type { Edition } from '@console/contracts';

/** The editions with a PC site (/shop/pc): the app/H5 edition. The route table and the menu page both read it. */
export const PC_EDITIONS: readonly Edition[] = [1];
