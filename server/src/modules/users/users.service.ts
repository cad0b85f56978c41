import { randomBytes } from 'node:crypto';
import {
  auditChanges,
  canManageUser,
  expireGuestNow,
  extendGuest,
  fullName,
  guestStartProblem,
  keepRegionsWithin,
  MESSAGES,
  PEOPLE_MESSAGES,
  type Principal,
  type RegionLoss,
  regionLosses,
  USER_GROUPS_BY_TYPE,
  type User,
  type UserGroup,
  type UserRegion,
  type UserType,
  userShapeProblem,
} from '@portal/domain';
import type {
  AuditAction,
  AuditChange,
  PasswordLinkSent,
  UserDeleted,
  UserDetail,
  UserForm,
  UserListItem,
  UserSaved,
} from '@portal/domain/schemas';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AnswerCache, type CachedAnswer } from '../../lib/answer-cache.ts';
import { badRequest, forbidden, HttpError, notFound } from '../../lib/http-error.ts';
import type { SharedVersions } from '../../lib/shared-versions.ts';
import type { Clock } from '../../lib/time.ts';
import { userRootKey } from '../assets/asset-policy.ts';
import type { AssetServices } from '../assets/asset-services.ts';
import type { LogsService } from '../logs/logs.service.ts';
import { presentDetail, presentListItem } from './users.present.ts';
import {
  countSuperAdminsLocked,
  deleteUserRow,
  findLastSignIn,
  findOperatorSummary,
  findSignInAbleUserRows,
  findUserName,
  findUserRegions,
  findUserRowByEmail,
  findUserRowByGuestSlug,
  findUserRowById,
  insertUser,
  listUserRows,
  presentUser,
  regionsOfUsers,
  replaceUserRegions,
  setUserPassword,
  type UserRow,
  updateUserRow,
} from './users.repository.ts';

export type { UserRow };

/**
 * What changes to people need of signing in. The auth module builds on this one (it reads accounts
 * through UsersService), so app.ts hands these in rather than this module importing auth.
 */
interface SignInControls {
  /** Ends every live session of the user, inside the change's transaction. */
  endSessionsWithin(trx: Kysely<Database>, userId: number, now: string): Promise<void>;
  /** Mails the user a set- or reset-password link; true when one was queued. */
  sendPasswordLink(userId: number): Promise<boolean>;
}

export interface UsersDeps {
  db: Kysely<Database>;
  signIn: SignInControls;
  assets: AssetServices;
  logs: LogsService;
  clock: Clock;
  /** Guest links are built on this address, never on the request's Host header. */
  publicUrl: string;
  /** With several instances: the versions their kept lists are checked against. */
  shared?: SharedVersions;
  /** Told of every change to people (kept sessions are forgotten: a user's rights may have changed). */
  onPeopleChanged?: () => void;
}

/** A user's fields as stored, the way the form names them: what edits compare and the audit lists. */
interface StoredUser {
  email: string;
  firstName: string;
  surname: string;
  userType: UserType;
  userGroup: UserGroup;
  operatorId: number | null;
  regions: UserRegion[];
  trackName: string;
  hash: string;
  guestExpiryStart: string | null;
  guestExpiryDays: number | null;
}
const AUDITED_FIELDS: readonly (keyof StoredUser)[] = [
  'email',
  'firstName',
  'surname',
  'userType',
  'userGroup',
  'operatorId',
  'regions',
  'trackName',
  'hash',
  'guestExpiryStart',
  'guestExpiryDays',
];

const conflict = (message: string) => new HttpError(409, message);
/** The longest a kept users list is served (see listAnswer). */
const LIST_FRESH_MS = 10_000;
/** The igt groups whose users an actor may not manage, and so does not see (the AM rule). */
const hiddenGroups = (actor: Principal) =>
  USER_GROUPS_BY_TYPE.igt.filter((group) => !canManageUser(actor, { userType: 'igt', userGroup: group }));
const today = (now: Date) => now.toISOString().slice(0, 10);
const isSuperAdmin = (user: Principal) => user.userType === 'igt' && user.userGroup === 'SA';
/** A guest slug: 192 random bits, URL-safe. */
const newGuestSlug = () => randomBytes(24).toString('base64url');

function storedOf(row: UserRow, regions: UserRegion[]): StoredUser {
  return {
    email: row.email,
    firstName: row.first_name,
    surname: row.surname,
    userType: row.user_type as UserType,
    userGroup: row.user_group as UserGroup,
    operatorId: row.operator_id,
    regions,
    trackName: row.track_name,
    hash: row.hash,
    guestExpiryStart: row.guest_expiry_start,
    guestExpiryDays: row.guest_expiry_days,
  };
}

const principalOf = (row: UserRow): Principal => ({
  userType: row.user_type as UserType,
  userGroup: row.user_group as UserGroup,
});

const byRegion = (regions: readonly UserRegion[]) =>
  [...regions].sort((a, b) => (a.region < b.region ? -1 : a.region > b.region ? 1 : 0));

/**
 * The users and guests of the admin area (SPEC §7, issue 10). Every path holds the AM rule of
 * DESIGN 'Contracts' (an AM never acts on, creates or raises anyone to SA or AM); every change
 * is written with its audit entry in one transaction.
 */
export class UsersService {
  private readonly lists: AnswerCache;

  constructor(private readonly deps: UsersDeps) {
    this.lists = new AnswerCache({ name: 'people', maxEntries: 16, shared: deps.shared });
  }

  /**
   * GET /api/users/getAll, serialised once: 5,000 users are some 2 MB of JSON. Kept until the next
   * change this instance makes or sees (peopleChanged) and at most LIST_FRESH_MS, which bounds what
   * another instance's changes leave stale; guests' days left follow the clock, since a day is
   * a whole number of those periods.
   */
  listAnswer(actor: User, only: { type?: UserType }): Promise<CachedAnswer> {
    const period = Math.floor(this.deps.clock().getTime() / LIST_FRESH_MS);
    const key = JSON.stringify([hiddenGroups(actor), only.type ?? null, period]);
    return this.lists.answer(key, () => this.list(actor, only));
  }

  /** Called after every change the users list shows: users, their operators, sign-ins, passwords. */
  peopleChanged(): void {
    this.lists.invalidate();
    this.deps.onPeopleChanged?.();
  }

  // ── Accounts, for signing in (the auth module) ──────────────────────────────────────────────

  accountByEmail(email: string): Promise<UserRow | undefined> {
    return findUserRowByEmail(this.deps.db, email);
  }

  accountById(id: number): Promise<UserRow | undefined> {
    return findUserRowById(this.deps.db, id);
  }

  accountByGuestSlug(slug: string): Promise<UserRow | undefined> {
    return findUserRowByGuestSlug(this.deps.db, slug);
  }

  /** The active accounts that can sign in, for mail sent to users (the what's-new digest). */
  signInAbleAccounts(): Promise<UserRow[]> {
    return findSignInAbleUserRows(this.deps.db);
  }

  /** The account as the API shows its signed-in user. */
  signedInUser(row: UserRow): Promise<User> {
    return presentUser(this.deps.db, row);
  }

  /** Sets an account's password inside the caller's transaction (a password link being used up). */
  setPasswordWithin(trx: Kysely<Database>, userId: number, passwordHash: string, now: string): Promise<void> {
    return setUserPassword(trx, userId, passwordHash, now);
  }

  /**
   * A staff member's first company sign-in (issue 32): an igt account in the group the identity
   * provider maps them to, with no password; `link` records their identity in the same transaction.
   * The audit trail names the staff member as the actor of their own account's creation.
   */
  async createStaffBySso(
    profile: { email: string; firstName: string; surname: string; group: UserGroup },
    link: (trx: Kysely<Database>, userId: number) => Promise<void>,
  ): Promise<UserRow> {
    const wanted: StoredUser = {
      email: profile.email,
      firstName: profile.firstName,
      surname: profile.surname,
      userType: 'igt',
      userGroup: profile.group,
      operatorId: null,
      regions: [],
      trackName: '',
      hash: '',
      guestExpiryStart: null,
      guestExpiryDays: null,
    };
    await this.checkShape(wanted);
    const now = this.now();
    const id = await this.deps.db
      .transaction()
      .execute(async (trx) => {
        const id = await insertUser(trx, { ...wanted, passwordHash: null }, now);
        await link(trx, id);
        const row = (await findUserRowById(trx, id))!;
        await this.deps.logs.writeAudit(trx, {
          actorId: id,
          action: 'user.created',
          target: { kind: 'user', id, name: userLabel(row) },
          changes: auditChanges(null, { ...wanted }, AUDITED_FIELDS),
          description: `Created user ${userLabel(row)} at their first company sign-in, as ${profile.group}`,
          now,
        });
        return id;
      })
      .catch(this.emailConflict(wanted.email));
    this.peopleChanged();
    return (await findUserRowById(this.deps.db, id))!;
  }

  /**
   * A group the identity provider now gives a staff member, applied at their sign-in: their other
   * sessions end, as they do when an admin changes a group (the new session starts afterwards).
   */
  async setStaffGroupBySso(row: UserRow, group: UserGroup): Promise<UserRow> {
    if (row.user_group === group) return row;
    const now = this.now();
    await this.deps.db.transaction().execute(async (trx) => {
      await updateUserRow(trx, row.id, { user_group: group, updated_at: now });
      await this.deps.signIn.endSessionsWithin(trx, row.id, now);
      await this.deps.logs.writeAudit(trx, {
        actorId: row.id,
        action: 'user.edited',
        target: { kind: 'user', id: row.id, name: userLabel(row) },
        changes: auditChanges({ userGroup: row.user_group }, { userGroup: group }, ['userGroup']),
        description: `Changed the group of ${userLabel(row)} from ${row.user_group} to ${group}, as the company sign-in said`,
        now,
      });
    });
    this.peopleChanged();
    return (await findUserRowById(this.deps.db, row.id))!;
  }

  // ── The people admin ────────────────────────────────────────────────────────────────────────

  /** Everyone the caller may manage, optionally of one type or one operator. */
  async list(actor: User, only: { type?: UserType; operatorId?: number } = {}): Promise<UserListItem[]> {
    const filter = { ...only, withoutGroups: hiddenGroups(actor) };
    const [rows, regions] = await Promise.all([
      listUserRows(this.deps.db, filter),
      regionsOfUsers(this.deps.db, filter),
    ]);
    const now = this.deps.clock();
    return rows.map((row) => presentListItem(row, regions.get(row.id) ?? [], now, this.deps.publicUrl));
  }

  /** GET /api/user/get: the edit form's user. */
  async detail(actor: User, id: number): Promise<UserDetail> {
    const row = await this.manageable(actor, id);
    return this.present(row);
  }

  /** GET /api/user/{token}: the guest whose slug the token is. */
  async guestBySlug(actor: User, slug: string): Promise<UserDetail> {
    const row = await findUserRowByGuestSlug(this.deps.db, slug);
    if (!row || row.user_type !== 'guest') throw notFound(PEOPLE_MESSAGES.noSuchGuest);
    this.requireManage(actor, principalOf(row));
    return this.present(row);
  }

  /** POST /api/user/create: type POST adds, PUT edits. */
  save(actor: User, form: UserForm): Promise<UserSaved> {
    return form.type === 'POST' ? this.create(actor, form) : this.edit(actor, form);
  }

  async delete(actor: User, id: number): Promise<UserDeleted> {
    const row = await this.manageable(actor, id);
    if (row.id === actor.id) throw forbidden(PEOPLE_MESSAGES.selfDelete);
    const now = this.now();
    const removeFolderBlobs = await this.deps.db.transaction().execute(async (trx) => {
      if (isSuperAdmin(principalOf(row)) && (await countSuperAdminsLocked(trx)) <= 1)
        throw conflict(PEOPLE_MESSAGES.lastSuperAdmin);
      await deleteUserRow(trx, id);
      await this.audit(trx, actor, 'user.deleted', row, {}, `Deleted user ${userLabel(row)}`, now);
      // The user's own folder goes with them, in the same transaction.
      return this.deps.assets.trees.deleteTreeWithin(trx, userRootKey(id));
    });
    this.peopleChanged();
    // Blobs other items still use stay.
    await removeFolderBlobs();
    return { id };
  }

  /** A set link (no password yet) or a reset link, by mail; not for guests. */
  async sendPasswordLink(actor: User, id: number): Promise<PasswordLinkSent> {
    const row = await this.manageable(actor, id);
    if (row.user_type === 'guest') throw badRequest(PEOPLE_MESSAGES.guestsHaveNoPassword);
    const purpose = row.password_hash === null ? 'set' : 'reset';
    const mailSent = await this.deps.signIn.sendPasswordLink(id);
    if (mailSent) await this.auditLinkSent(actor, row, purpose);
    return { mailSent, purpose };
  }

  /** More days for a guest, after its last day (or after today once expired); its sessions go on. */
  async extendGuest(actor: User, id: number, days: number): Promise<UserDetail> {
    const row = await this.guest(actor, id);
    const before = this.guestDates(row);
    const after = extendGuest(before, days, this.deps.clock());
    await this.changeGuestDates(
      actor,
      row,
      after,
      'guest.extended',
      `Extended guest ${userLabel(row)} by ${days} days`,
    );
    return this.present((await findUserRowById(this.deps.db, id))!);
  }

  /** Ends a guest's access now: yesterday becomes its last day and its sessions end. */
  async expireGuest(actor: User, id: number): Promise<UserDetail> {
    const row = await this.guest(actor, id);
    const after = expireGuestNow(this.guestDates(row), this.deps.clock());
    await this.changeGuestDates(actor, row, after, 'guest.expired', `Expired guest ${userLabel(row)}`, true);
    return this.present((await findUserRowById(this.deps.db, id))!);
  }

  /**
   * After an operator's regions changed (inside that change's transaction): its users lose the
   * regions they may no longer hold, their sessions end and each change is audited. Answers who
   * lost what.
   */
  async narrowToOperatorRegions(
    trx: Kysely<Database>,
    actor: User,
    operatorId: number,
    operatorRegions: readonly string[],
    now: string,
  ): Promise<RegionLoss[]> {
    const losses: RegionLoss[] = [];
    for (const [userId, regions] of await regionsOfUsers(trx, { operatorId })) {
      const kept = keepRegionsWithin(regions, operatorRegions);
      const changes = auditChanges({ regions }, { regions: kept }, ['regions']);
      if (Object.keys(changes).length === 0) continue;
      const row = (await findUserRowById(trx, userId))!;
      losses.push(
        ...regionLosses(
          [{ id: userId, firstName: row.first_name, surname: row.surname, regions }],
          operatorRegions,
        ),
      );
      await replaceUserRegions(trx, userId, kept);
      await this.deps.signIn.endSessionsWithin(trx, userId, now);
      await this.audit(
        trx,
        actor,
        'user.edited',
        row,
        changes,
        `Narrowed the regions of ${userLabel(row)} to its operator's`,
        now,
      );
    }
    return losses;
  }

  // ── Create and edit ───────────────────────────────────────────────────────────────────────

  private async create(actor: User, form: UserForm): Promise<UserSaved> {
    const userType = form.userType!;
    const isGuest = userType === 'guest';
    const wanted: StoredUser = {
      email: form.email!,
      firstName: form.firstName!,
      surname: form.surname!,
      userType,
      userGroup: form.userGroup ?? 'guest',
      operatorId: form.operator ?? null,
      regions: byRegion(form.regions ?? []),
      trackName: form.trackName ?? '',
      hash: form.hash ?? '',
      guestExpiryStart: form.guestExpiryStart ?? (isGuest ? today(this.deps.clock()) : null),
      guestExpiryDays: form.guestExpiryDays ?? null,
    };
    this.requireManage(actor, wanted);
    this.checkGuestStart(form.guestExpiryStart, null);
    await this.checkShape(wanted);

    const now = this.now();
    const id = await this.deps.db
      .transaction()
      .execute(async (trx) => {
        if (await findUserRowByEmail(trx, wanted.email)) throw conflict(PEOPLE_MESSAGES.emailTaken);
        const id = await insertUser(
          trx,
          {
            ...wanted,
            passwordHash: null,
            guestSlug: isGuest ? newGuestSlug() : null,
            guestSponsorId: isGuest ? actor.id : null,
          },
          now,
        );
        const changes = auditChanges(null, { ...wanted }, AUDITED_FIELDS);
        const row = (await findUserRowById(trx, id))!;
        await this.audit(
          trx,
          actor,
          'user.created',
          row,
          changes,
          `Created ${isGuest ? 'guest' : 'user'} ${userLabel(row)}`,
          now,
        );
        return id;
      })
      .catch(this.emailConflict(wanted.email));
    this.peopleChanged();

    const row = (await findUserRowById(this.deps.db, id))!;
    let setPasswordMailSent = false;
    if (!isGuest && form.sendSetPasswordMail) {
      setPasswordMailSent = await this.deps.signIn.sendPasswordLink(id);
      if (setPasswordMailSent) await this.auditLinkSent(actor, row, 'set');
    }
    return { user: await this.present(row), setPasswordMailSent };
  }

  private async edit(actor: User, form: UserForm): Promise<UserSaved> {
    const row = await this.manageable(actor, form.id!);
    const before = storedOf(row, await findUserRegions(this.deps.db, row.id));
    const userType = form.userType ?? before.userType;
    if ((userType === 'guest') !== (before.userType === 'guest'))
      throw badRequest(PEOPLE_MESSAGES.guestTypeChange);
    const after: StoredUser = {
      email: form.email ?? before.email,
      firstName: form.firstName ?? before.firstName,
      surname: form.surname ?? before.surname,
      userType,
      userGroup: form.userGroup ?? before.userGroup,
      // An operator is kept only while the user stays an operator user.
      operatorId:
        form.operator !== undefined ? form.operator : userType === 'operator' ? before.operatorId : null,
      regions: byRegion(form.regions ?? before.regions),
      trackName: form.trackName ?? before.trackName,
      hash: form.hash ?? before.hash,
      guestExpiryStart: form.guestExpiryStart ?? before.guestExpiryStart,
      guestExpiryDays: form.guestExpiryDays ?? before.guestExpiryDays,
    };
    this.requireManage(actor, after);
    const roleChanged = after.userType !== before.userType || after.userGroup !== before.userGroup;
    if (roleChanged && row.id === actor.id) throw forbidden(PEOPLE_MESSAGES.selfRoleChange);
    this.checkGuestStart(form.guestExpiryStart, before.guestExpiryStart);
    await this.checkShape(after);

    const changes = auditChanges({ ...before }, { ...after }, AUDITED_FIELDS);
    if (Object.keys(changes).length > 0) {
      const now = this.now();
      await this.deps.db
        .transaction()
        .execute(async (trx) => {
          if (after.email !== before.email) {
            const holder = await findUserRowByEmail(trx, after.email);
            if (holder && holder.id !== row.id) throw conflict(PEOPLE_MESSAGES.emailTaken);
          }
          if (isSuperAdmin(before) && !isSuperAdmin(after) && (await countSuperAdminsLocked(trx)) <= 1)
            throw conflict(PEOPLE_MESSAGES.lastSuperAdmin);
          const datesChanged = 'guestExpiryStart' in changes || 'guestExpiryDays' in changes;
          await updateUserRow(trx, row.id, {
            email: after.email,
            first_name: after.firstName,
            surname: after.surname,
            user_type: after.userType,
            user_group: after.userGroup,
            operator_id: after.operatorId,
            track_name: after.trackName,
            hash: after.hash,
            guest_expiry_start: after.guestExpiryStart,
            guest_expiry_days: after.guestExpiryDays,
            ...(datesChanged ? { guest_reminder_sent_at: null } : {}),
            updated_at: now,
          });
          if ('regions' in changes) await replaceUserRegions(trx, row.id, after.regions);
          // What the user may see changed: their tokens must not carry on with the old rights.
          if (roleChanged || 'operatorId' in changes || 'regions' in changes)
            await this.deps.signIn.endSessionsWithin(trx, row.id, now);
          await this.audit(trx, actor, 'user.edited', row, changes, `Edited user ${userLabel(row)}`, now);
        })
        .catch(this.emailConflict(after.email, row.id));
      this.peopleChanged();
    }
    return {
      user: await this.present((await findUserRowById(this.deps.db, row.id))!),
      setPasswordMailSent: false,
    };
  }

  /** A guest's first day as sent, when it is new or changed, is within reach of today. */
  private checkGuestStart(sent: string | undefined, saved: string | null): void {
    if (sent === undefined || sent === saved) return;
    const problem = guestStartProblem(sent, this.deps.clock());
    if (problem) throw badRequest(problem);
  }

  // ── Guests ────────────────────────────────────────────────────────────────────────────────

  private async guest(actor: User, id: number): Promise<UserRow> {
    const row = await this.manageable(actor, id);
    if (row.user_type !== 'guest') throw badRequest(PEOPLE_MESSAGES.notAGuest);
    return row;
  }

  private guestDates(row: UserRow) {
    return {
      guestExpiryStart: row.guest_expiry_start ?? today(this.deps.clock()),
      guestExpiryDays: row.guest_expiry_days ?? 0,
    };
  }

  private async changeGuestDates(
    actor: User,
    row: UserRow,
    dates: { guestExpiryStart: string; guestExpiryDays: number },
    action: AuditAction,
    description: string,
    endSessions = false,
  ): Promise<void> {
    const now = this.now();
    const changes = auditChanges(
      { guestExpiryStart: row.guest_expiry_start, guestExpiryDays: row.guest_expiry_days },
      dates,
      ['guestExpiryStart', 'guestExpiryDays'],
    );
    await this.deps.db.transaction().execute(async (trx) => {
      await updateUserRow(trx, row.id, {
        guest_expiry_start: dates.guestExpiryStart,
        guest_expiry_days: dates.guestExpiryDays,
        guest_reminder_sent_at: null,
        updated_at: now,
      });
      if (endSessions) await this.deps.signIn.endSessionsWithin(trx, row.id, now);
      await this.audit(trx, actor, action, row, changes, description, now);
    });
    this.peopleChanged();
  }

  // ── Checks and answers ────────────────────────────────────────────────────────────────────

  /** The user, when it exists and the caller may manage it: 404, then the AM rule's 403. */
  private async manageable(actor: User, id: number): Promise<UserRow> {
    const row = await findUserRowById(this.deps.db, id);
    if (!row) throw notFound(PEOPLE_MESSAGES.noSuchUser);
    this.requireManage(actor, principalOf(row));
    return row;
  }

  private requireManage(actor: User, target: Principal): void {
    if (!canManageUser(actor, target)) throw forbidden(MESSAGES.notAuthorised);
  }

  /** 400 when the user as it would be stored does not hold together (domain userShapeProblem). */
  private async checkShape(user: StoredUser): Promise<void> {
    let operatorRegions: string[] | null = null;
    if (user.userType === 'operator' && user.operatorId !== null) {
      const operator = await findOperatorSummary(this.deps.db, user.operatorId);
      if (!operator) throw badRequest(PEOPLE_MESSAGES.noSuchOperator);
      operatorRegions = operator.regions;
    }
    const problem = userShapeProblem(user, operatorRegions);
    if (problem) throw badRequest(problem);
  }

  /** A unique-index failure from a concurrent save of the same address becomes the 409 too. */
  private emailConflict(email: string, exceptId?: number) {
    return async (error: unknown): Promise<never> => {
      if (!(error instanceof HttpError)) {
        const holder = await findUserRowByEmail(this.deps.db, email);
        if (holder && holder.id !== exceptId) throw conflict(PEOPLE_MESSAGES.emailTaken);
      }
      throw error;
    };
  }

  private async present(row: UserRow): Promise<UserDetail> {
    const db = this.deps.db;
    const [regions, operator, lastSignInAt, sponsor] = await Promise.all([
      findUserRegions(db, row.id),
      row.operator_id === null ? null : findOperatorSummary(db, row.operator_id),
      findLastSignIn(db, row.id),
      row.guest_sponsor_id === null ? null : findUserName(db, row.guest_sponsor_id),
    ]);
    return presentDetail(
      row,
      {
        regions,
        operator: operator ? { id: operator.id, name: operator.name, regions: operator.regions } : null,
        lastSignInAt,
        sponsor: sponsor ?? null,
      },
      this.deps.clock(),
      this.deps.publicUrl,
    );
  }

  private async auditLinkSent(actor: User, row: UserRow, purpose: 'set' | 'reset'): Promise<void> {
    await this.audit(
      this.deps.db,
      actor,
      'user.password-link-sent',
      row,
      {},
      `Sent a ${purpose === 'set' ? 'set-password' : 'reset-password'} link to ${userLabel(row)}`,
      this.now(),
    );
  }

  private audit(
    db: Kysely<Database>,
    actor: User,
    action: AuditAction,
    row: UserRow,
    changes: Record<string, AuditChange>,
    description: string,
    now: string,
  ): Promise<void> {
    const target = { kind: 'user' as const, id: row.id, name: userLabel(row) };
    return this.deps.logs.writeAudit(db, { actorId: actor.id, action, target, changes, description, now });
  }

  private now(): string {
    return this.deps.clock().toISOString();
  }
}

/** 'Ada Lovelace <ada@example.com>': how the audit trail names a user. */
function userLabel(row: UserRow): string {
  return `${fullName({ firstName: row.first_name, surname: row.surname })} <${row.email}>`;
}
