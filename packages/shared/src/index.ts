export * from './money';
export * from './validation';
