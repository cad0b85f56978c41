import {
  assignableGroups,
  dayNumberToIsoDate,
  GUEST_MAX_DAYS,
  guestStartProblem,
  isoDateToDayNumber,
  keepRegionsWithin,
  linkValidityText,
  SET_PASSWORD_LINK_HOURS,
  USER_RULE_MESSAGES,
  type UserGroup,
  type UserRegion,
  type UserType,
  utcDayNumber,
} from '@portal/domain';
import { type UserDetail, UserForm, type UserSaved } from '@portal/domain/schemas';
import { useMemo, useRef, useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import {
  applyServerError,
  CheckboxField,
  ConfirmDialog,
  DateInput,
  FormActions,
  FormSection,
  Select,
  TextInput,
  useDomainForm,
  useUnsavedChangesPrompt,
} from '../../../../components/form';
import { toFailure } from '../../../../lib/api-client';
import { useSession } from '../../../../lib/session';
import { formatDate, listHref, regionLabel } from '../../../../shared/admin';
import {
  RegionChecklist,
  USER_GROUP_LABELS,
  USER_TYPE_LABELS,
  useOperators,
} from '../../../../shared/people';
import { useSaveUser } from '../api/save-user';
import { chooseRegions, offeredRegions, withDefaultRegion } from '../regions';
import styles from './UserEditor.module.css';

/** How this form's sections and their headings look. */
const sectionLook = { className: styles.section, titleClassName: styles.sectionTitle };

/** The form as the inputs hold it; UserForm (domain) reads it into what the server is sent. */
export interface UserFormValues {
  type: 'POST' | 'PUT';
  id: string;
  firstName: string;
  surname: string;
  email: string;
  userType: UserType | '';
  userGroup: UserGroup | '';
  /** The operator's id, '' for none. */
  operator: string;
  regions: UserRegion[];
  trackName: string;
  hash: string;
  guestExpiryStart: string;
  guestExpiryDays: string;
  sendSetPasswordMail: boolean;
}

/**
 * UserForm plus what the server checks across fields and a person should hear before saving:
 * `savedStart` is the guest's first day as saved, which may stay however far back it lies.
 */
function editorSchema(savedStart: string) {
  return UserForm.superRefine((form, ctx) => {
    if (form.userType === 'operator' && (form.operator === null || form.operator === undefined))
      ctx.addIssue({ code: 'custom', path: ['operator'], message: USER_RULE_MESSAGES.operatorNeeded });
    if (form.guestExpiryStart !== undefined && form.guestExpiryStart !== savedStart) {
      const problem = guestStartProblem(form.guestExpiryStart, new Date());
      if (problem) ctx.addIssue({ code: 'custom', path: ['guestExpiryStart'], message: problem });
    }
  });
}

const NEW_GUEST_DAYS = '14';

function todayIso(): string {
  return dayNumberToIsoDate(utcDayNumber(new Date()));
}

export function userFormValues(user: UserDetail): UserFormValues {
  return {
    type: 'PUT',
    id: String(user.id),
    firstName: user.firstName,
    surname: user.surname,
    email: user.email,
    userType: user.userType,
    userGroup: user.userGroup,
    operator: user.operator ? String(user.operator.id) : '',
    regions: user.regions.map((region) => ({ ...region })),
    trackName: user.trackName,
    hash: user.hash,
    guestExpiryStart: user.guestExpiryStart ?? '',
    guestExpiryDays: user.guestExpiryDays === null ? '' : String(user.guestExpiryDays),
    sendSetPasswordMail: false,
  };
}

export function newUserFormValues(
  kind: 'user' | 'guest',
  preset: { operator?: number } = {},
): UserFormValues {
  return {
    type: 'POST',
    id: '',
    firstName: '',
    surname: '',
    email: '',
    userType: kind === 'guest' ? 'guest' : 'operator',
    userGroup: kind === 'guest' ? '' : 'customer',
    operator: preset.operator ? String(preset.operator) : '',
    regions: [],
    trackName: '',
    hash: '',
    guestExpiryStart: kind === 'guest' ? todayIso() : '',
    guestExpiryDays: kind === 'guest' ? NEW_GUEST_DAYS : '',
    sendSetPasswordMail: kind === 'user',
  };
}

/** The last valid day of a guest starting on `start` for `days` days, or null while either is unreadable. */
function guestLastDay(start: string, days: string): string | null {
  const first = isoDateToDayNumber(start);
  const count = Number(days);
  if (first === null || !Number.isInteger(count) || count < 1) return null;
  return dayNumberToIsoDate(first + count);
}

export interface UserEditorProps {
  kind: 'user' | 'guest';
  initialValues: UserFormValues;
  /** The saved user, when editing: whose own group and type cannot change. */
  existing?: UserDetail;
  onSaved: (saved: UserSaved) => void;
}

/**
 * The add and edit form of a user or a guest (POST /api/user/create). An AM is offered only the
 * groups the AM rule allows; an operator user's regions are among the operator's.
 */
export function UserEditor({ kind, initialValues, existing, onSaved }: UserEditorProps) {
  const navigate = useNavigate();
  const { user: caller } = useSession();
  const operators = useOperators();
  const save = useSaveUser();
  // The inputs hold text (UserFormValues); the schema reads that text into UserForm.
  const form = useDomainForm<UserFormValues, UserForm>({
    schema: editorSchema(initialValues.type === 'PUT' ? initialValues.guestExpiryStart : ''),
    toRequest: (values) => values,
    defaultValues: initialValues,
  });
  const {
    register,
    control,
    setValue,
    formState: { errors, isDirty },
  } = form;
  const { prompt, allowNavigation } = useUnsavedChangesPrompt(isDirty);

  const [userType, userGroup, operatorId, regions, guestStart, guestDays] = useWatch({
    control,
    name: ['userType', 'userGroup', 'operator', 'regions', 'guestExpiryStart', 'guestExpiryDays'],
  });
  const isNew = initialValues.type === 'POST';
  const isSelf = existing !== undefined && existing.id === caller?.id;

  const assignable = useMemo(() => (caller ? assignableGroups(caller) : []), [caller]);
  const typeOptions = [...new Set(assignable.map((pair) => pair.userType))]
    .filter((type) => type !== 'guest')
    .map((type) => ({ value: type, label: USER_TYPE_LABELS[type] }));
  const groupOptions = assignable
    .filter((pair) => pair.userType === userType)
    .map((pair) => ({ value: pair.userGroup, label: USER_GROUP_LABELS[pair.userGroup] }));

  const operator = operators.data?.find((candidate) => String(candidate.id) === operatorId);
  const isOperatorUser = userType === 'operator';
  const offered = offeredRegions(isOperatorUser ? (operator?.regions ?? []) : null);
  const defaultRegion = regions.find((region) => region.isDefault)?.region ?? '';
  const lastDay = kind === 'guest' ? guestLastDay(guestStart, guestDays) : null;

  function changeType(next: UserType) {
    setValue('userType', next, { shouldDirty: true });
    const firstGroup = assignable.find((pair) => pair.userType === next)?.userGroup ?? '';
    setValue('userGroup', firstGroup, { shouldDirty: true });
    if (next !== 'operator') setValue('operator', '', { shouldDirty: true });
  }

  function changeOperator(next: string) {
    setValue('operator', next, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
    const chosen = operators.data?.find((candidate) => String(candidate.id) === next);
    setValue('regions', chosen ? keepRegionsWithin(regions, chosen.regions) : [], { shouldDirty: true });
  }

  // Saved with no regions, the person sees no region-filtered content: ask first (issue 28 item 13).
  const [noRegions, setNoRegions] = useState<UserForm | null>(null);
  const savingWithoutRegions = useRef(false);
  function checkRegions(values: UserForm) {
    savingWithoutRegions.current = false;
    // Guests are usually given no regions (their access is the link): the warning is for users.
    if (kind === 'user' && (values.regions ?? []).length === 0) setNoRegions(values);
    else return submit(values);
  }

  async function submit(values: UserForm) {
    try {
      const saved = await save.mutateAsync(values);
      allowNavigation();
      form.reset(userFormValues(saved.user));
      onSaved(saved);
    } catch (error) {
      const failure = toFailure(error);
      if (failure.code === 409 && /e-mail/i.test(failure.message))
        form.setError('email', { type: 'server', message: failure.message }, { shouldFocus: true });
      else applyServerError(form, error);
    }
  }

  return (
    <form className={styles.form} onSubmit={form.handleSubmit(checkRegions)} noValidate>
      <FormSection id="user-person" title={kind === 'guest' ? 'Guest' : 'Person'} {...sectionLook}>
        <div className={styles.pair}>
          <TextInput
            label="First name"
            required
            autoComplete="off"
            error={errors.firstName?.message}
            {...register('firstName')}
          />
          <TextInput
            label="Surname"
            required
            autoComplete="off"
            error={errors.surname?.message}
            {...register('surname')}
          />
        </div>
        <TextInput
          label="E-mail"
          type="email"
          required
          autoComplete="off"
          hint={kind === 'guest' ? undefined : 'Used to sign in.'}
          error={errors.email?.message}
          {...register('email')}
        />
      </FormSection>

      {kind === 'user' ? (
        <FormSection id="user-access" title="Access" {...sectionLook}>
          {isSelf ? (
            <p className={styles.note}>
              You are {USER_GROUP_LABELS[existing.userGroup]} ({USER_TYPE_LABELS[existing.userType]}). Nobody
              changes their own group or type: ask another super admin.
            </p>
          ) : (
            <div className={styles.pair}>
              <Select
                label="Type"
                required
                options={typeOptions}
                error={errors.userType?.message}
                value={userType}
                onChange={(event) => changeType(event.target.value as UserType)}
              />
              <Select
                label="Group"
                required
                options={groupOptions}
                hint={
                  caller?.userGroup === 'AM'
                    ? 'Super admins and account managers are added by a super admin.'
                    : undefined
                }
                error={errors.userGroup?.message}
                value={userGroup}
                onChange={(event) =>
                  setValue('userGroup', event.target.value as UserGroup, { shouldDirty: true })
                }
              />
            </div>
          )}
          {caller?.userGroup === 'AM' && !isSelf ? (
            <p className={styles.note}>Super admins and account managers are added by a super admin.</p>
          ) : null}
          {isOperatorUser ? (
            <Select
              label="Operator"
              required
              placeholder={operators.isPending ? 'Loading operators…' : 'Choose an operator'}
              options={(operators.data ?? []).map((candidate) => ({
                value: String(candidate.id),
                label: candidate.name,
              }))}
              error={errors.operator?.message}
              value={operatorId}
              onChange={(event) => changeOperator(event.target.value)}
            />
          ) : null}
        </FormSection>
      ) : null}

      {kind === 'guest' ? (
        <FormSection id="user-validity" title="Link valid" {...sectionLook}>
          <div className={styles.pair}>
            <DateInput
              label="From"
              required
              hint="The first day the link works (UTC)."
              error={errors.guestExpiryStart?.message}
              {...register('guestExpiryStart')}
            />
            <TextInput
              label="Days"
              type="number"
              inputMode="numeric"
              min={1}
              max={GUEST_MAX_DAYS}
              required
              hint={`Up to ${GUEST_MAX_DAYS}.`}
              error={errors.guestExpiryDays?.message}
              {...register('guestExpiryDays')}
            />
          </div>
          <p className={styles.note} aria-live="polite">
            {lastDay ? (
              <>
                The guest can sign in until the end of <strong>{formatDate(lastDay, 'day')}</strong>.
              </>
            ) : (
              'Choose the first day and the number of days.'
            )}
          </p>
        </FormSection>
      ) : null}

      <FormSection id="user-regions" title="Regions" {...sectionLook}>
        <Controller
          control={control}
          name="regions"
          render={({ field, fieldState }) => (
            <RegionChecklist
              legend="Regions"
              hideLegend
              emptyText={isOperatorUser && !operator ? null : undefined}
              hint={
                isOperatorUser
                  ? operator
                    ? `Only ${operator.name}'s regions can be given.`
                    : 'Choose the operator first: its regions are offered here.'
                  : `The games and news this ${kind} sees are filtered by these regions.`
              }
              regions={offered}
              selected={field.value.map((region) => region.region)}
              onChange={(keys) => field.onChange(chooseRegions(keys, field.value))}
              error={fieldState.error?.message}
            />
          )}
        />
        {regions.length > 1 ? (
          <Select
            label="Default region"
            hint="Selected when the user signs in."
            options={regions.map((region) => ({ value: region.region, label: regionLabel(region.region) }))}
            value={defaultRegion}
            onChange={(event) =>
              setValue('regions', withDefaultRegion(regions, event.target.value), { shouldDirty: true })
            }
            fieldClassName={styles.narrow}
          />
        ) : null}
      </FormSection>

      {kind === 'user' ? (
        <FormSection id="user-demo" title="Demos and tracking" {...sectionLook}>
          <div className={styles.pair}>
            <TextInput
              label="Tournaments demo key"
              hint="Opens the tournaments demo; blank for none."
              autoComplete="off"
              error={errors.hash?.message}
              {...register('hash')}
            />
            <TextInput
              label="Track name"
              hint="How this user is named in tracked events."
              autoComplete="off"
              error={errors.trackName?.message}
              {...register('trackName')}
            />
          </div>
        </FormSection>
      ) : null}

      {kind === 'user' && isNew ? (
        <CheckboxField
          label="Mail a link to choose a password now"
          hint={`The link is valid for ${linkValidityText(SET_PASSWORD_LINK_HOURS)}. Untick to send it later from the list.`}
          {...register('sendSetPasswordMail')}
        />
      ) : null}

      <FormActions
        sticky
        busy={save.isPending}
        saveLabel={isNew ? (kind === 'guest' ? 'Add guest' : 'Add user') : 'Save changes'}
        onCancel={() => navigate(listHref(kind === 'guest' ? '/admin/users/guests' : '/admin/users'))}
      />
      <ConfirmDialog
        open={noRegions !== null}
        onOpenChange={(open) => {
          if (!open) setNoRegions(null);
        }}
        // Not saved: the way on is to give a region, so the focus goes to the regions.
        finalFocus={() =>
          savingWithoutRegions.current
            ? null
            : document
                .getElementById('user-regions')
                ?.closest('section')
                ?.querySelector<HTMLElement>('[role="checkbox"], input:not([aria-hidden="true"])')
        }
        title="Save without regions?"
        description={`With no regions this ${kind} will see no region-filtered content: no games or news of any region.`}
        cancelLabel="Choose regions"
        confirmLabel="Save without regions"
        onConfirm={async () => {
          savingWithoutRegions.current = true;
          if (noRegions) await submit(noRegions);
        }}
      />
      {prompt}
    </form>
  );
}
