export * from './http/endpoint';
export * from './http/errors';
export * from './system/system.endpoints';
export * from './config/config.schemas';
export * from './config/config.endpoints';
