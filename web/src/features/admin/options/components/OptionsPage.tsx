import { type Globals, GlobalsUpdate } from '@portal/domain/schemas';
import { useQuery } from '@tanstack/react-query';
import { Info } from 'lucide-react';
import { type FormEvent, type ReactNode, useMemo, useRef } from 'react';
import type { Path, UseFormReturn } from 'react-hook-form';
import { alerts } from '../../../../components/alerts';
import {
  AdminPageHeader,
  applyServerError,
  CheckboxField,
  FormActions,
  TextInput,
  type TextInputProps,
  useDomainForm,
  useUnsavedChangesPrompt,
} from '../../../../components/form';
import { Loaded } from '../../../../shared/admin';
import { adminGlobalsQueryOptions } from '../api/get-globals';
import { useSaveGlobals } from '../api/save-globals';
import { changedOptions, hasChanges, type OptionsValues, toOptionsValues } from '../options-form';
import styles from './OptionsPage.module.css';

/** A group of options under its legend. */
function OptionGroup({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{legend}</legend>
      {children}
    </fieldset>
  );
}

/** A text option: its input, registered on the form, with the form's message about it. */
function OptionInput({
  form,
  name,
  ...input
}: Omit<TextInputProps, 'form' | 'name' | 'error'> & {
  form: UseFormReturn<OptionsValues, unknown, GlobalsUpdate>;
  name: Path<OptionsValues>;
}) {
  return (
    <TextInput
      {...input}
      error={form.getFieldState(name, form.formState).error?.message}
      {...form.register(name)}
    />
  );
}

function OptionsForm({ globals }: { globals: Globals }) {
  const loaded = useMemo(() => toOptionsValues(globals), [globals]);
  // What the last load or save answered: the form sends the differences from it.
  const loadedRef = useRef(loaded);
  loadedRef.current = loaded;
  // The request is only what changed (globals/set refuses an unchanged setting's audit noise).
  const form = useDomainForm({
    schema: GlobalsUpdate,
    toRequest: (values: OptionsValues) => changedOptions(values, loadedRef.current),
    defaultValues: loaded,
  });
  const save = useSaveGlobals();
  const { prompt } = useUnsavedChangesPrompt(form.formState.isDirty && !save.isPending);
  const { errors } = form.formState;

  const submitChange = form.handleSubmit(async (change) => {
    try {
      const saved = await save.mutateAsync(change);
      loadedRef.current = toOptionsValues(saved);
      form.reset(loadedRef.current);
      alerts.success('Options saved. Open portals pick them up when they next start.');
    } catch (error) {
      applyServerError(form, error);
    }
  });
  // A form changed only in spaces has nothing to send: it goes back to what was loaded.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (hasChanges(changedOptions(form.getValues(), loadedRef.current))) return submitChange(event);
    event.preventDefault();
    form.reset(loaded);
  };

  return (
    <form onSubmit={onSubmit} noValidate className={styles.form}>
      {prompt}
      <p className={styles.notice} role="note">
        <Info aria-hidden="true" size={18} />
        <span>
          Changes are saved at once, but portals that are already open keep the old values until they next
          start up (when the page is opened again or reloaded).
        </span>
      </p>

      <OptionGroup legend="Game demos">
        <CheckboxField
          label="Use demo fallbacks"
          hint="When on, a game whose only demo is its fallback demo still shows 'Play demo'. When off, such games have no demo."
          error={errors.useGameDemoFallbacks?.message}
          {...form.register('useGameDemoFallbacks')}
        />
        <OptionInput
          form={form}
          name="tournamentsDemoUrl"
          label="Tournaments demo address"
          type="url"
          hint="Leave empty for the tournaments lobby on the demo gateway."
        />
        <div className={styles.grid}>
          <OptionInput
            form={form}
            name="demo.operatorCode"
            label="Demo operator code"
            hint="Letters, digits, '-' or '_'. Empty: the configured default."
          />
          <OptionInput
            form={form}
            name="demo.skinCode"
            label="Demo skin code"
            hint="Letters, digits, '-' or '_'. Empty: the configured default."
          />
          <OptionInput
            form={form}
            name="demo.countryCode"
            label="Demo country code"
            hint="Two letters, such as GB."
          />
          <OptionInput form={form} name="demo.language" label="Demo language" hint="Such as en or en-GB." />
        </div>
      </OptionGroup>

      <OptionGroup legend="Contact and footer">
        <OptionInput
          form={form}
          name="enquiriesEmail"
          label="Enquiries e-mail address"
          type="email"
          hint="Where the portal's 'Contact us', sign-up and account links write to. Empty: the configured default."
        />
        <OptionInput
          form={form}
          name="responsibleGamblingUrl"
          label="Responsible gambling link"
          type="url"
          hint="The footer's responsible gambling link. Empty: https://www.begambleaware.org/."
        />
      </OptionGroup>

      <OptionGroup legend="Videos">
        <OptionInput
          form={form}
          name="videoHost"
          label="Video host"
          type="url"
          hint="Game videos given as an id are played from this address followed by the id. Empty: the configured default."
        />
      </OptionGroup>

      <FormActions
        busy={save.isPending}
        saveLabel="Save options"
        saveDisabled={!form.formState.isDirty}
        onCancel={form.formState.isDirty ? () => form.reset(loaded) : undefined}
        cancelLabel="Undo changes"
      />
    </form>
  );
}

/** /admin/options (SA): the globals every portal reads at start-up (SPEC §3 Globals, §7 globals/set). */
export default function OptionsPage() {
  const query = useQuery(adminGlobalsQueryOptions);
  return (
    <div className={styles.page}>
      <AdminPageHeader
        title="Options"
        lead="Settings every portal reads when it starts: demos, contact addresses, the footer's links and videos."
      />
      <Loaded query={query} what="The options" loading="Loading the options…">
        {(globals) => <OptionsForm globals={globals} />}
      </Loaded>
    </div>
  );
}
