import type { UserGroup } from '@portal/domain';
import { assetClient, MINIMAL_PDF } from '../modules/assets/test-support.ts';
import {
  createFolder,
  createGame,
  createOperator,
  createUser,
  signIn,
  type TestOperator,
} from './factories.ts';
import { guestToken, type TestApp } from './test-app.ts';

/** The callers of issue 13: a visitor (no token) and a user of each group, igt, operator and guest. */
export const CALLERS = [
  'visitor',
  'guest',
  'affiliate',
  'customer',
  'performance',
  'CM',
  'AM',
  'SA',
] as const;
export type Caller = (typeof CALLERS)[number];
export type SignedInCaller = Exclude<Caller, 'visitor'>;

const OPERATOR_GROUPS: readonly Caller[] = ['affiliate', 'customer', 'performance'];
const CALLER_REGIONS = ['us--georgia'];

/** A new user of `group` in us--georgia (one of an operator group belongs to `operatorId`), signed in. */
export async function signInCaller(t: TestApp, group: SignedInCaller, operatorId: number): Promise<string> {
  const user = await createUser(t, {
    group: group as UserGroup,
    regions: CALLER_REGIONS,
    ...(OPERATOR_GROUPS.includes(group) ? { operatorId } : {}),
  });
  return signIn(t.app, user);
}

/** An operator in us--georgia and a signed-in user of every group: a token per caller but the visitor. */
export async function signInCallers(
  t: TestApp,
  operatorName: string,
): Promise<{ tokens: Map<Caller, string>; operator: TestOperator }> {
  const operator = await createOperator(t, { name: operatorName, regions: CALLER_REGIONS });
  const tokens = new Map<Caller, string>();
  for (const group of CALLERS) {
    if (group !== 'visitor') tokens.set(group, await signInCaller(t, group, operator.id));
  }
  return { tokens, operator };
}

/** Ids of one record of each kind the calls read. */
export interface KnownRecords {
  /** A PDF in `folder`. */
  file: number;
  /** A folder of the resource library. */
  folder: number;
  game: number;
  /** A customer of `operator`. */
  user: number;
  operator: number;
  guestSlug: string;
}

/** Makes one record of each kind (the file uploaded by the SA whose token is given). */
export async function createKnownRecords(
  t: TestApp,
  saToken: string,
  operator: TestOperator,
  names: { game: string; folder: string },
): Promise<KnownRecords> {
  const customer = await createUser(t, { group: 'customer', operatorId: operator.id });
  const guest = await createUser(t, { group: 'guest' });
  const game = await createGame(t, { gameName: names.game });
  const folder = await createFolder(t, { name: names.folder });
  const [stored] = await assetClient(t).putInto(
    folder.id,
    [{ name: 'sheet.pdf', content: MINIMAL_PDF, type: 'application/pdf' }],
    saToken,
  );
  return {
    file: stored!.id,
    folder: folder.id,
    game: game.id,
    user: customer.id,
    operator: operator.id,
    guestSlug: guest.guestSlug!,
  };
}

/**
 * The demo SA's token, and the tokens an SA-only call refuses: the demo AM's, the demo customer's and
 * a guest's.
 */
export async function saAndRefusedTokens(t: TestApp): Promise<{ sa: string; refused: string[] }> {
  const [sa, am, customer] = await Promise.all(
    ['sa@demo.test', 'am@demo.test', 'customer@demo.test'].map((e) => t.login(e)),
  );
  return { sa: sa!, refused: [am!, customer!, await guestToken(t)] };
}
