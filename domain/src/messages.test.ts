import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  accountExpiresMessage,
  guestExpiredMessage,
  MESSAGES,
  moveItemsHereMessage,
  parseGuestExpired,
  selectedCountMessage,
} from './messages';

describe('MESSAGES', () => {
  it('holds the strings of SPEC.md to the letter', () => {
    expect(MESSAGES).toEqual({
      notLoggedIn: 'You need to be logged in.',
      notAuthorised: 'You are not authorised to make this request.',
      notAuthorisedLocal: 'You are not authorised to make this request. Please login',
      guestExpiredPrefix: 'Guest account expired|',
      idInvalid: 'Id provided is invalid',
      parentIdInvalid: 'Parent id provided is invalid',
      parentIdInvalidMove: 'Parent Id provided is invalid',
      invalidFolderName: 'Invalid folder name',
      unknownAccount:
        'Sorry, the email address or username provided does not belong to an active account. You can inquire about a new account here.',
      invalidCredentials: 'Invalid email address or password',
      genericError: 'An error occurred. We apologise for any inconvenience',
      startupFailed: 'An error occurred :(',
      logoutSuccess: 'Logout successful',
      assetsNeedLogin: 'In order to download assets, you need to be logged into an account.',
      accountExpiresToday: 'Account expires today',
      pageNotFound: 'Page not found',
      welcomeBack: 'Welcome back',
      loginTitle: 'Login to your account',
      forgotDetails: 'Forgot your details?',
      signUpNow: 'Sign Up Now',
      inquireAccount: 'Inquire about an account',
      yourRegions: 'Your regions',
      selectedRegions: 'Selected Regions',
      noRegionsSelected: 'No regions selected',
      loading: 'Loading...',
    });
  });
});

describe('guest expired message', () => {
  it('carries the slug after the bar', () => {
    expect(guestExpiredMessage('demo-guest')).toBe('Guest account expired|demo-guest');
    expect(parseGuestExpired('Guest account expired|demo-guest')).toBe('demo-guest');
  });

  it('is null for other messages and for an empty slug', () => {
    expect(parseGuestExpired(MESSAGES.notLoggedIn)).toBeNull();
    expect(parseGuestExpired('guest account expired|x')).toBeNull();
    expect(parseGuestExpired(MESSAGES.guestExpiredPrefix)).toBeNull();
    expect(parseGuestExpired('')).toBeNull();
  });

  it('round-trips any non-empty slug, bars included', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), (slug) => {
        expect(parseGuestExpired(guestExpiredMessage(slug))).toBe(slug);
      }),
    );
  });

  it('finds no slug in a message without the prefix', () => {
    fc.assert(
      fc.property(fc.string(), (message) => {
        fc.pre(!message.startsWith(MESSAGES.guestExpiredPrefix));
        expect(parseGuestExpired(message)).toBeNull();
      }),
    );
  });
});

describe('counted messages', () => {
  it('says today on the last day and counts days before it', () => {
    expect(accountExpiresMessage(0)).toBe(MESSAGES.accountExpiresToday);
    expect(accountExpiresMessage(1)).toBe('Account expires in 1 days');
    expect(accountExpiresMessage(14)).toBe('Account expires in 14 days');
  });

  it('counts selected regions and items to move', () => {
    expect(selectedCountMessage(3)).toBe('3 selected');
    expect(selectedCountMessage(0)).toBe('0 selected');
    expect(moveItemsHereMessage(2)).toBe('Move 2 item(s) here');
  });
});
