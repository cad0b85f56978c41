import { FREQUENCY_CHANNELS } from '@portal/domain';
import {
  DRAW_GAME_DETAIL_FIELDS,
  DrawGameCreateForm,
  type DrawGameDetail,
  type DrawGameKind,
} from '@portal/domain/schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { alerts } from '../../../../components/alerts';
import {
  CheckboxField,
  FormSection,
  TagsInput,
  TextInput,
  useDomainForm,
  useUnsavedChangesPrompt,
} from '../../../../components/form';
import { toFailure } from '../../../../lib/api-client';
import { differences, StaleSave } from '../../../../shared/admin';
import styles from '../../../../shared/admin/AdminGames.module.css';
import { RichTextField } from '../../../../shared/admin/RichTextField';
import {
  ArtworkSection,
  ChoiceGroup,
  SlotEditorActions,
  useUploadingSave,
} from '../../../../shared/admin/SlotEditorParts';
import { adminDrawListQueryOptions, fetchDrawGame, useDeleteDrawGame, useSaveDrawGame } from '../api';
import { DETAIL_FIELDS, type DrawFormValues, drawFormData, drawRequest, drawValues } from '../form-values';
import { DrawGameRevisions } from './DrawGameRevisions';

/** The fields the comparison of a stale save names: the item's, then its kind's details. */
function fieldLabels(kind: DrawGameKind): Record<string, string> {
  return {
    name: 'Name',
    live: 'Live',
    channels: 'Channels',
    ...Object.fromEntries(DETAIL_FIELDS[kind].map((field) => [field.name, field.label])),
  };
}

/** The form's values flattened for the comparison (details beside the item's own fields). */
const flat = ({ slots: _slots, details, ...values }: DrawFormValues) => ({ ...values, ...details });

/** Add or edit one draw game of a kind: name, live, the kind's details, channels (frequency), slots. */
export function DrawGameEditor({
  kind,
  noun,
  item,
  onDone,
}: {
  kind: DrawGameKind;
  noun: string;
  item?: DrawGameDetail;
  onDone: () => void;
}) {
  const id = item?.id ?? null;
  const client = useQueryClient();
  const upload = useUploadingSave();
  const save = useSaveDrawGame(kind, upload.onProgress);
  const remove = useDeleteDrawGame(kind);
  // The revision this form started from, sent with each save (decision 070); moved on by a restore.
  const baseRevision = useRef(item?.revision);
  const [shownRevision, setShownRevision] = useState(item?.revision ?? 0);
  const [stale, setStale] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  // The kind's own schemas, as the server checks them: the item's fields, then its details.
  const form = useDomainForm({
    schema: DrawGameCreateForm,
    toRequest: (values: DrawFormValues) => drawRequest(kind, values, id, baseRevision.current),
    alsoCheck: [
      { schema: DRAW_GAME_DETAIL_FIELDS[kind], toRequest: (values) => values.details, at: 'details' },
    ],
    defaultValues: drawValues(kind, item),
  });
  const { register, control, formState, getValues, reset } = form;
  const errors = formState.errors;
  const { prompt, allowNavigation } = useUnsavedChangesPrompt(formState.isDirty && !save.isPending);
  const name = useWatch({ control, name: 'name' });

  const onSubmit = form.handleSubmit(() =>
    upload.run(form, `The ${noun} could not be saved. Please try again.`, async () => {
      try {
        const saved = await save.mutateAsync(drawFormData(kind, getValues(), id, baseRevision.current));
        alerts.success(`“${saved.name}” was ${id === null ? 'added' : 'saved'}.`);
        allowNavigation();
        onDone();
      } catch (error) {
        if (toFailure(error).code !== 409) throw error;
        setStale(toFailure(error).message);
      }
    }),
  );

  /** Their version replaces the form (the files the form holds are theirs too). */
  async function reload() {
    const theirs = await fetchDrawGame(kind, id!);
    void client.invalidateQueries({ queryKey: adminDrawListQueryOptions(kind).queryKey });
    baseRevision.current = theirs.revision;
    setShownRevision(theirs.revision);
    reset(drawValues(kind, theirs));
    setStale(null);
  }
  async function overwrite() {
    baseRevision.current = (await fetchDrawGame(kind, id!)).revision;
    setStale(null);
    formRef.current?.requestSubmit();
  }

  return (
    <form
      ref={formRef}
      onSubmit={onSubmit}
      noValidate
      className={styles.form}
      aria-label={item ? `Edit ${item.name}` : `Add a ${noun}`}
    >
      {prompt}
      {stale ? (
        <StaleSave
          message={stale}
          onReload={reload}
          onOverwrite={overwrite}
          loadDifferences={async () =>
            differences(
              flat(drawValues(kind, await fetchDrawGame(kind, id!))),
              flat(getValues()),
              fieldLabels(kind),
            )
          }
        />
      ) : null}
      <FormSection
        id="draw-basics"
        title={item ? `Edit “${item.name}”` : `Add a ${noun}`}
        className={styles.card}
      >
        <TextInput label="Name" required error={errors.name?.message} {...register('name')} />
        <CheckboxField label="Live" hint="Only live items show on the public pages." {...register('live')} />
        {DETAIL_FIELDS[kind].map((field) => {
          const error = (errors.details as Record<string, { message?: string }> | undefined)?.[field.name]
            ?.message;
          if (field.input === 'list')
            return (
              <Controller
                key={field.name}
                control={control}
                name={`details.${field.name}`}
                render={({ field: control }) => (
                  <TagsInput
                    label={field.label}
                    hint={field.hint}
                    error={error}
                    placeholder="Type and press Enter"
                    value={control.value as string[]}
                    onChange={control.onChange}
                  />
                )}
              />
            );
          if (field.input === 'rich')
            return (
              <Controller
                key={field.name}
                control={control}
                name={`details.${field.name}`}
                render={({ field: control }) => (
                  <RichTextField
                    label={field.label}
                    error={error}
                    value={control.value as string}
                    onChange={control.onChange}
                    onBlur={control.onBlur}
                    preview={{
                      title: `Preview of the ${field.label.toLowerCase()}`,
                      heading: name.trim() || `This ${noun}`,
                    }}
                  />
                )}
              />
            );
          return (
            <TextInput
              key={field.name}
              label={field.label}
              hint={field.hint}
              error={error}
              {...register(`details.${field.name}`)}
            />
          );
        })}
        {kind === 'frequency' ? (
          <ChoiceGroup control={control} name="channels" legend="Channels" choices={FREQUENCY_CHANNELS} />
        ) : null}
      </FormSection>
      <ArtworkSection id="draw-assets" control={control} />
      {item ? (
        <DrawGameRevisions
          kind={kind}
          item={item}
          current={shownRevision}
          dirty={formState.isDirty}
          onRestored={(restored) => {
            baseRevision.current = restored.revision;
            setShownRevision(restored.revision);
            reset(drawValues(kind, restored));
            setStale(null);
          }}
        />
      ) : null}
      <SlotEditorActions
        percent={upload.percent}
        busy={save.isPending}
        onCancel={onDone}
        saveLabel={item ? `Save ${noun}` : `Add ${noun}`}
        remove={
          item
            ? {
                name: item.name,
                noun,
                description: `“${item.name}” leaves the public pages and this list. Its folder of files is deleted, except files another game or draw game still uses; files of the resource library it only points at are not touched.`,
                run: () => remove.mutateAsync(item.id),
                onDeleted: () => {
                  allowNavigation();
                  onDone();
                },
              }
            : undefined
        }
      />
    </form>
  );
}
