import type { Config } from '../config.ts';

/**
 * A strict CSP for the app: our own origin, plus the video host and demo gateways in frames.
 * `settingsFrameOrigins` adds the origins an SA has set in the globals (video host, tournaments
 * demo), read on every response so a change needs no restart.
 */
export function contentSecurityPolicy(
  config: Config,
  settingsFrameOrigins: () => readonly string[] = () => [],
) {
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
      frameSrc: [
        "'self'",
        ...new Set(frameHosts),
        () =>
          settingsFrameOrigins()
            .filter((origin) => !frameHosts.includes(origin))
            .join(' '),
      ],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'self'"],
    },
  };
}
