export * from './assets.ts';
export * from './auth.ts';
export * from './common.ts';
export * from './draw-games.ts';
export * from './games.ts';
export * from './globals.ts';
export * from './logs.ts';
