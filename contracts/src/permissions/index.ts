export * from './codes.js';
export * from './needs.js';
