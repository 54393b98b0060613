import { defineModule } from '../../module.js';
import { code, CODES as P } from '../../permissions/index.js';
import { mallProduct } from './product.js';

export * from './product.js';
export * from './spec.js';

/** The online mall (/mall, product 14): products with their specifications and SKUs. */
export const mallContracts = defineModule({
  name: 'mall',
  resources: [mallProduct],
  needs: { mallProduct: code(P.mall) },
});
