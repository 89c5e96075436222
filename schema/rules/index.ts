export * from './constants';
export * from './errors';
export * from './validation';
export * from './trusted-domains';
export * from './plans';
export * from './channel-settings';
export * from './history';
export * from './sign-in';
