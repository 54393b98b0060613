import './locale.js';

export { clueFilter } from './calls/clue.js';
export * from './constants.js';
export * from './define.js';
export * from './entities/clue.js';
export * from './entities/home.js';
export * from './entities/media.js';
export * from './entities/session.js';
export * from './envelope.js';
export * from './messages.js';
export * from './paging.js';
export * from './products.js';
export * from './query-codec.js';
export * from './registry.js';
export * from './sign.js';
export * from './validators.js';
