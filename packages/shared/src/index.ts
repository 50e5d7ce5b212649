export * from './money';
export * from './validation';
export * from './card';
export * from './address';
export * from './forms';
