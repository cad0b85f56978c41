import {
  CALL_TO_ACTION_STYLES,
  type ContentAnswer,
  type PromotionalToolModule,
  PromotionalToolModulesForm,
} from '@portal/domain/schemas';
import { useQuery } from '@tanstack/react-query';
import { ArrowDown, ArrowUp, ExternalLink, Plus, Trash2 } from 'lucide-react';
import { Controller, FormProvider, useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { alerts } from '../../../../components/alerts';
import { Button } from '../../../../components/Button';
import {
  AdminPageHeader,
  applyServerError,
  FormActions,
  FormSection,
  Select,
  TextArea,
  TextInput,
  useDomainForm,
  useUnsavedChangesPrompt,
} from '../../../../components/form';
import { api } from '../../../../lib/api-client';
import { Loaded } from '../../../../shared/admin';
import { ImagePicker } from '../../../../shared/image-picker';
import { contentQueryOptions } from '../../../../shared/page-content';
import { useNewRevisionMutation } from '../api/new-revision';
import styles from './ContentEditor.module.css';

interface ModulesValues {
  modules: PromotionalToolModule[];
}

const STYLE_OPTIONS = CALL_TO_ACTION_STYLES.map((style) => ({
  value: style,
  label: style === 'primary' ? 'Primary (filled)' : 'Secondary (outline)',
}));

/** A key for a new module from its title ('Second chance draws' → 'second-chance-draws'). */
function keyFor(title: string, taken: readonly string[]): string {
  const base =
    title
      .toLowerCase()
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 40) || 'tool';
  let key = base;
  for (let n = 2; taken.includes(key); n += 1) key = `${base}-${n}`;
  return key;
}

/** POST /api/content/editpromotionaltoolsmodules (SA, JSON): the whole list, in order. */
function useSaveModules() {
  return useNewRevisionMutation('promotionaltools', (form: PromotionalToolModulesForm) =>
    api.post<ContentAnswer<'promotionaltools'>>('/api/content/editpromotionaltoolsmodules', {
      auth: true,
      json: form,
    }),
  );
}

/** One module's fields: title, text, picture with its alternative text, and an optional button. */
function ModuleFields({
  index,
  count,
  onMove,
  onRemove,
}: {
  index: number;
  count: number;
  onMove: (to: number) => void;
  onRemove: () => void;
}) {
  const { control, register, formState, setValue } = useFormContext<ModulesValues>();
  const errors = formState.errors.modules?.[index];
  const title = useWatch({ control, name: `modules.${index}.title` });
  const action = useWatch({ control, name: `modules.${index}.callToAction` });
  const name = title || `Tool ${index + 1}`;
  return (
    <FormSection
      id={`module-${index}`}
      title={name}
      className={styles.group}
      titleClassName={styles.groupTitle}
    >
      <TextInput
        label="Title"
        required
        error={errors?.title?.message}
        {...register(`modules.${index}.title`)}
      />
      <TextArea label="Text" rows={3} error={errors?.text?.message} {...register(`modules.${index}.text`)} />
      <Controller
        control={control}
        name={`modules.${index}.image`}
        render={({ field }) => (
          <ImagePicker
            area="content"
            compact
            label="Picture"
            value={field.value ?? null}
            error={errors?.image?.message}
            onChange={(image) => field.onChange(image ? { ...image, alt: field.value?.alt ?? '' } : null)}
          >
            {field.value ? (
              <TextInput
                label="Alternative text"
                hint="What the picture shows, for screen readers. Empty for a decorative picture."
                value={field.value.alt}
                onChange={(event) =>
                  field.value && field.onChange({ ...field.value, alt: event.target.value })
                }
              />
            ) : null}
          </ImagePicker>
        )}
      />
      {action ? (
        <fieldset className={styles.ctas}>
          <legend className={styles.legend}>Button</legend>
          <div className={styles.cta}>
            <TextInput
              label="Button label"
              error={errors?.callToAction?.label?.message}
              {...register(`modules.${index}.callToAction.label`)}
            />
            <TextInput
              label="Button link"
              placeholder="/games, https://… or mailto:…"
              error={errors?.callToAction?.href?.message}
              {...register(`modules.${index}.callToAction.href`)}
            />
            <Select
              label="Button look"
              options={STYLE_OPTIONS}
              {...register(`modules.${index}.callToAction.style`)}
            />
            <Button
              variant="ghost"
              size="sm"
              className={styles.removeCta}
              aria-label={`Remove the button of ${name}`}
              onClick={() => setValue(`modules.${index}.callToAction`, null, { shouldDirty: true })}
            >
              <Trash2 aria-hidden="true" />
            </Button>
          </div>
        </fieldset>
      ) : (
        <div>
          <Button
            variant="ghost"
            size="sm"
            onClick={() =>
              setValue(
                `modules.${index}.callToAction`,
                { label: '', href: '/', style: 'primary' },
                { shouldDirty: true },
              )
            }
          >
            <Plus aria-hidden="true" /> Add a button
          </Button>
        </div>
      )}
      <div className={styles.sectionTools}>
        <Button
          variant="ghost"
          size="sm"
          disabled={index === 0}
          aria-label={`Move ${name} up`}
          onClick={() => onMove(index - 1)}
        >
          <ArrowUp aria-hidden="true" />
        </Button>
        <Button
          variant="ghost"
          size="sm"
          disabled={index === count - 1}
          aria-label={`Move ${name} down`}
          onClick={() => onMove(index + 1)}
        >
          <ArrowDown aria-hidden="true" />
        </Button>
        <Button variant="ghost" size="sm" onClick={onRemove}>
          <Trash2 aria-hidden="true" /> Remove {name}
        </Button>
      </div>
    </FormSection>
  );
}

function ModulesForm({ modules }: { modules: PromotionalToolModule[] }) {
  const form = useDomainForm({
    schema: PromotionalToolModulesForm,
    toRequest: (values: ModulesValues) => values,
    defaultValues: { modules },
  });
  const list = useFieldArray({ control: form.control, name: 'modules' });
  const save = useSaveModules();
  const { prompt } = useUnsavedChangesPrompt(form.formState.isDirty && !save.isPending);

  const onSubmit = form.handleSubmit(async (request) => {
    try {
      const saved = await save.mutateAsync(request);
      form.reset({ modules: saved.modules });
      alerts.success('Saved: the promotional tools page and the homepage show the tools now.');
    } catch (error) {
      applyServerError(form, error);
    }
  });

  const addModule = () => {
    const taken = form.getValues('modules').map((module) => module.key);
    list.append({
      key: keyFor(`tool ${list.fields.length + 1}`, taken),
      title: '',
      text: '',
      image: null,
      callToAction: null,
    });
  };

  return (
    <FormProvider {...form}>
      <form className={styles.form} onSubmit={onSubmit} noValidate aria-label="Edit the promotional tools">
        {list.fields.length === 0 ? (
          <p className={styles.hint}>No tools yet: the page says so to its readers.</p>
        ) : null}
        {list.fields.map((field, index) => (
          <ModuleFields
            key={field.id}
            index={index}
            count={list.fields.length}
            onMove={(to) => list.move(index, to)}
            onRemove={() => list.remove(index)}
          />
        ))}
        {form.formState.errors.modules?.root?.message || form.formState.errors.modules?.message ? (
          <p role="alert" className={styles.error}>
            {form.formState.errors.modules?.root?.message ?? form.formState.errors.modules?.message}
          </p>
        ) : null}
        {list.fields.length < 30 ? (
          <div>
            <Button variant="secondary" onClick={addModule}>
              <Plus aria-hidden="true" /> Add a tool
            </Button>
          </div>
        ) : null}
        <FormActions
          sticky
          busy={save.isPending}
          saveLabel="Save tools"
          saveDisabled={!form.formState.isDirty}
          onCancel={form.formState.isDirty ? () => form.reset() : undefined}
          cancelLabel="Discard changes"
        />
      </form>
      {prompt}
    </FormProvider>
  );
}

/**
 * The promotional tools (content/editpromotionaltoolsmodules): the cards of the promotional-tools
 * page, which the homepage editor picks from.
 */
export default function PromotionalModulesEditor() {
  const content = useQuery({ ...contentQueryOptions('promotionaltools'), staleTime: 0 });
  const header = (
    <AdminPageHeader
      title="Promotional Tools"
      lead="The campaign tools on the promotional tools page; the homepage shows those its editor picks."
      actions={
        <Button asChild variant="secondary">
          <a href="/promotional-tools" target="_blank" rel="noreferrer">
            <ExternalLink aria-hidden="true" /> View page
            <span className="visually-hidden"> (opens a new tab)</span>
          </a>
        </Button>
      }
    />
  );
  return (
    <Loaded query={content} what="The promotional tools" loading="Loading the tools…" header={header}>
      {(loaded) => (
        <>
          {header}
          <ModulesForm key={`${loaded.revision ?? 'default'}`} modules={loaded.modules} />
        </>
      )}
    </Loaded>
  );
}
