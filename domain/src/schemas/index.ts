export * from './assets.ts';
export * from './auth.ts';
export * from './common.ts';
export * from './globals.ts';
