export * from './enums';
export * from './constants';
export * from './limits';
export * from './permissions';
export * from './purchase-states';
export * from './schemas';
export * from './integration-evidence';
export * from './csp';
