import { describe, expect, it } from 'vitest';
import { OperatorForm } from './operators.ts';
import { UserForm, UsersListQuery } from './users.ts';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error?.issues[0]?.message;

describe('UserForm', () => {
  const add = {
    type: 'POST',
    firstName: ' Ada ',
    surname: 'Lovelace',
    email: 'Ada@Example.COM',
    userType: 'operator',
    userGroup: 'customer',
    operator: '3',
    regions: '[{"region":"us--georgia","isDefault":true},{"region":"us--michigan","isDefault":"false"}]',
  };

  it('reads a form as the browser sends it', () => {
    const form = UserForm.parse(add);
    expect(form).toMatchObject({
      firstName: 'Ada',
      email: 'ada@example.com',
      operator: 3,
      regions: [
        { region: 'us--georgia', isDefault: true },
        { region: 'us--michigan', isDefault: false },
      ],
      sendSetPasswordMail: true,
    });
  });

  it('drops fields it does not know, so they can never be stored', () => {
    const form = UserForm.parse({ ...add, password: 'x', passwordHash: 'y', guestSlug: 'z', active: '0' });
    expect(Object.keys(form)).not.toEqual(expect.arrayContaining(['password']));
    expect(form).not.toHaveProperty('passwordHash');
    expect(form).not.toHaveProperty('guestSlug');
    expect(form).not.toHaveProperty('active');
  });

  it('refuses an id on POST and wants one on PUT', () => {
    expect(firstMessage(UserForm.safeParse({ ...add, id: '9' }))).toBe(
      'A new user cannot be given an id (send type PUT to edit).',
    );
    expect(firstMessage(UserForm.safeParse({ type: 'PUT', firstName: 'Ada' }))).toBe(
      'Id provided is invalid',
    );
    expect(UserForm.parse({ type: 'PUT', id: '9' })).toMatchObject({ type: 'PUT', id: 9 });
  });

  it('says what is missing or wrong', () => {
    expect(firstMessage(UserForm.safeParse({ ...add, firstName: '  ' }))).toBe('Please enter a first name.');
    expect(firstMessage(UserForm.safeParse({ ...add, email: 'nope' }))).toBe(
      'Please enter a valid e-mail address.',
    );
    expect(firstMessage(UserForm.safeParse({ ...add, userGroup: 'boss' }))).toBe(
      'userGroup must be one of: SA, AM, CM, affiliate, customer, performance, guest.',
    );
    expect(firstMessage(UserForm.safeParse({ ...add, regions: '[{"region":"us--georgia"}]' }))).toBe(
      'regions: exactly one region must be the default.',
    );
    expect(
      firstMessage(UserForm.safeParse({ ...add, regions: '[{"region":"mars--all","isDefault":true}]' })),
    ).toBe("regions: 'mars--all' is not a region.");
    expect(firstMessage(UserForm.safeParse({ ...add, regions: '[oops' }))).toBe(
      'regions must be a JSON list.',
    );
    expect(
      firstMessage(UserForm.safeParse({ ...add, userType: 'guest', userGroup: '', guestExpiryDays: '0' })),
    ).toBe('guestExpiryDays must be a whole number from 1 to 365.');
    expect(firstMessage(UserForm.safeParse({ ...add, guestExpiryStart: '2026-02-30' }))).toBe(
      'guestExpiryStart must be a date (YYYY-MM-DD).',
    );
  });

  it('lets a guest leave out its group, and reads the no-mail flag', () => {
    const form = UserForm.parse({
      ...add,
      userType: 'guest',
      userGroup: '',
      operator: '',
      guestExpiryDays: '14',
      sendSetPasswordMail: 'false',
    });
    expect(form).toMatchObject({
      userGroup: undefined,
      operator: null,
      guestExpiryDays: 14,
      sendSetPasswordMail: false,
    });
  });
});

describe('UsersListQuery', () => {
  it('takes a user type or nothing', () => {
    expect(UsersListQuery.parse({})).toEqual({});
    expect(UsersListQuery.parse({ type: '' })).toEqual({});
    expect(UsersListQuery.parse({ type: 'guest' })).toEqual({ type: 'guest' });
    expect(firstMessage(UsersListQuery.safeParse({ type: 'admins' }))).toBe(
      'userType must be one of: igt, operator, guest.',
    );
  });
});

describe('OperatorForm', () => {
  it('wants a name to add, an id to edit, and region keys', () => {
    expect(
      OperatorForm.parse({ type: 'POST', name: ' Acme ', regions: '["us--georgia","us--all"]' }),
    ).toEqual({
      type: 'POST',
      name: 'Acme',
      regions: ['us--all', 'us--georgia'],
    });
    expect(firstMessage(OperatorForm.safeParse({ type: 'POST' }))).toBe("Please enter the operator's name.");
    expect(firstMessage(OperatorForm.safeParse({ type: 'PUT', name: 'x' }))).toBe('Id provided is invalid');
    expect(firstMessage(OperatorForm.safeParse({ type: 'POST', name: 'x', regions: '["nowhere"]' }))).toBe(
      "regions: 'nowhere' is not a region.",
    );
  });
});
