import type { Config } from '../config.ts';

/** A strict CSP for the app: our own origin, plus the video host and demo gateways in frames. */
export function contentSecurityPolicy(config: Config) {
  const frameHosts = [
    config.videoHost,
    config.demo.genericGamesUrl,
    ...Object.values(config.demo.gatewayHosts),
  ]
    .map((address) => {
      try {
        return new URL(address).origin;
      } catch {
        return null;
      }
    })
    .filter((origin): origin is string => origin !== null);
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      mediaSrc: ["'self'", 'blob:'],
      frameSrc: ["'self'", ...new Set(frameHosts)],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'self'"],
    },
  };
}
