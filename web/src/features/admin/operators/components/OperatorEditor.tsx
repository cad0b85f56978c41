import { ALL_REGIONS, type RegionLoss, regionLosses, regionLossesText } from '@portal/domain';
import { type OperatorDetail, OperatorForm } from '@portal/domain/schemas';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { alerts } from '../../../../components/alerts';
import {
  applyServerError,
  ConfirmDialog,
  FormActions,
  FormSection,
  TextInput,
  useDomainForm,
  useUnsavedChangesPrompt,
} from '../../../../components/form';
import { toFailure } from '../../../../lib/api-client';
import { listHref } from '../../../../shared/admin';
import { RegionChecklist } from '../../../../shared/people';
import { type LogoChange, useSaveOperator } from '../api/save-operator';
import { LOGO_NOT_AN_IMAGE, LogoField } from './LogoField';
import styles from './operators.module.css';

/** How this form's sections and their headings look. */
const sectionLook = { className: styles.section, titleClassName: styles.sectionTitle };

export interface OperatorFormValues {
  type: 'POST' | 'PUT';
  /** Only when editing: OperatorForm refuses any id on POST, even a blank one. */
  id?: string;
  name: string;
  regions: string[];
}

function operatorFormValues(operator?: OperatorDetail): OperatorFormValues {
  return operator
    ? { type: 'PUT', id: String(operator.id), name: operator.name, regions: [...operator.regions] }
    : { type: 'POST', name: '', regions: [] };
}

/**
 * The add and edit form of an operator (POST /api/operator/create, SA): its name, its regions
 * (whole groups or single regions: they bound what its users may be given) and its logo, uploaded
 * with a progress bar.
 */
export function OperatorEditor({
  operator,
  onSaved,
}: {
  operator?: OperatorDetail;
  onSaved: (saved: OperatorDetail) => void;
}) {
  const navigate = useNavigate();
  const save = useSaveOperator();
  // The inputs hold text and a list of keys; OperatorForm (domain) reads them as the server will.
  const form = useDomainForm<OperatorFormValues, OperatorForm>({
    schema: OperatorForm,
    toRequest: (values) => values,
    defaultValues: operatorFormValues(operator),
  });
  const [logo, setLogo] = useState<LogoChange>({ kind: 'keep' });
  const [logoError, setLogoError] = useState<string>();
  const [progress, setProgress] = useState<number | null>(null);
  // An edit that takes regions from users waits here until the SA confirms it (issue 28 item 11).
  const [asking, setAsking] = useState<{ values: OperatorForm; losses: RegionLoss[] } | null>(null);
  const { prompt, allowNavigation } = useUnsavedChangesPrompt(form.formState.isDirty || logo.kind !== 'keep');
  const name = form.watch('name');

  function chooseLogo(change: LogoChange) {
    if (change.kind === 'upload' && !change.file.type.startsWith('image/')) {
      setLogoError(LOGO_NOT_AN_IMAGE);
      return;
    }
    setLogoError(undefined);
    setLogo(change);
  }

  async function submit(values: OperatorForm) {
    const losses = operator && values.regions ? regionLosses(operator.users, values.regions) : [];
    if (losses.length > 0 && !values.removeFromUsers) {
      setAsking({ values, losses });
      return;
    }
    setProgress(logo.kind === 'upload' ? 0 : null);
    try {
      const saved = await save.mutateAsync({
        form: values,
        logo,
        onProgress: (loaded, total) => setProgress(total > 0 ? loaded / total : null),
      });
      allowNavigation();
      form.reset(operatorFormValues(saved));
      setLogo({ kind: 'keep' });
      onSaved(saved);
    } catch (error) {
      // The server names the logo in its messages about it; those go beside the logo.
      const failure = toFailure(error);
      if (/\blogo\b/i.test(failure.message)) setLogoError(failure.message);
      // Users changed since the page loaded: the server names who would lose what.
      else if (failure.code === 409 && /loses? a region/.test(failure.message))
        alerts.danger(failure.message);
      else if (failure.code === 409 && /\bname\b/i.test(failure.message))
        form.setError('name', { type: 'server', message: failure.message }, { shouldFocus: true });
      else applyServerError(form, error);
    } finally {
      setProgress(null);
    }
  }

  return (
    <form className={styles.form} onSubmit={form.handleSubmit(submit)} noValidate>
      <FormSection id="operator-identity" title="Operator" {...sectionLook}>
        <TextInput
          label="Name"
          required
          autoComplete="off"
          error={form.formState.errors.name?.message}
          {...form.register('name')}
        />
        <LogoField
          name={name}
          current={operator?.logo?.link ?? null}
          change={logo}
          onChange={chooseLogo}
          error={logoError}
          progress={progress}
        />
      </FormSection>
      <FormSection id="operator-regions" title="Regions" {...sectionLook}>
        <Controller
          control={form.control}
          name="regions"
          render={({ field, fieldState }) => (
            <RegionChecklist
              legend="Regions"
              hideLegend
              hint="Its users can only be given these regions. 'All …' covers every region of the group. Removing a region takes it from the operator's users too."
              regions={ALL_REGIONS}
              selected={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message}
            />
          )}
        />
      </FormSection>
      <FormActions
        sticky
        busy={save.isPending}
        busyLabel={progress !== null ? 'Uploading…' : 'Saving…'}
        saveLabel={operator ? 'Save changes' : 'Add operator'}
        onCancel={() => navigate(listHref('/admin/operators'))}
      />
      {prompt}
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => {
          if (!open) setAsking(null);
        }}
        title={
          asking?.losses.length === 1
            ? 'Remove the region from 1 user?'
            : `Remove the regions from ${asking?.losses.length ?? 0} users?`
        }
        description={
          asking
            ? `${regionLossesText(asking.losses)} will lose ${asking.losses.length === 1 ? 'it' : 'them'}, and their sessions end. Ticking a region again later will not give it back: you would have to add it to each user again.`
            : undefined
        }
        confirmLabel={`Remove from ${asking?.losses.length === 1 ? '1 user' : `${asking?.losses.length ?? 0} users`} and save`}
        tone="danger"
        onConfirm={async () => {
          if (asking) await submit({ ...asking.values, removeFromUsers: true });
        }}
      />
    </form>
  );
}
