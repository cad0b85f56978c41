import { FREQUENCY_CHANNELS } from '@portal/domain';
import {
  DRAW_GAME_DETAIL_FIELDS,
  DrawGameCreateForm,
  type DrawGameDetail,
  type DrawGameKind,
} from '@portal/domain/schemas';
import { Controller } from 'react-hook-form';
import { alerts } from '../../../../components/alerts';
import {
  CheckboxField,
  FormSection,
  TagsInput,
  TextArea,
  TextInput,
  useDomainForm,
  useUnsavedChangesPrompt,
} from '../../../../components/form';
import styles from '../../../../shared/admin/AdminGames.module.css';
import {
  ArtworkSection,
  ChoiceGroup,
  SlotEditorActions,
  useUploadingSave,
} from '../../../../shared/admin/SlotEditorParts';
import { useDeleteDrawGame, useSaveDrawGame } from '../api';
import { DETAIL_FIELDS, type DrawFormValues, drawFormData, drawRequest, drawValues } from '../form-values';

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
  const upload = useUploadingSave();
  const save = useSaveDrawGame(kind, upload.onProgress);
  const remove = useDeleteDrawGame(kind);
  // The kind's own schemas, as the server checks them: the item's fields, then its details.
  const form = useDomainForm({
    schema: DrawGameCreateForm,
    toRequest: (values: DrawFormValues) => drawRequest(kind, values, id),
    alsoCheck: [
      { schema: DRAW_GAME_DETAIL_FIELDS[kind], toRequest: (values) => values.details, at: 'details' },
    ],
    defaultValues: drawValues(kind, item),
  });
  const { register, control, formState, getValues } = form;
  const errors = formState.errors;
  const { prompt, allowNavigation } = useUnsavedChangesPrompt(formState.isDirty && !save.isPending);

  const onSubmit = form.handleSubmit(() =>
    upload.run(form, `The ${noun} could not be saved. Please try again.`, async () => {
      const saved = await save.mutateAsync(drawFormData(kind, getValues(), id));
      alerts.success(`“${saved.name}” was ${id === null ? 'added' : 'saved'}.`);
      allowNavigation();
      onDone();
    }),
  );

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className={styles.form}
      aria-label={item ? `Edit ${item.name}` : `Add a ${noun}`}
    >
      {prompt}
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
          const Input = field.input === 'textarea' ? TextArea : TextInput;
          return (
            <Input
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
