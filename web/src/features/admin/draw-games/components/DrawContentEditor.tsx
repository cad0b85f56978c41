import { type DrawGameContent, DrawGameContentForm, type DrawGameKind } from '@portal/domain/schemas';
import { Plus, Trash2 } from 'lucide-react';
import { Controller, useFieldArray } from 'react-hook-form';
import { alerts } from '../../../../components/alerts';
import { Button } from '../../../../components/Button';
import {
  applyServerError,
  Field,
  FormActions,
  TextArea,
  TextInput,
  useDomainForm,
  useUnsavedChangesPrompt,
} from '../../../../components/form';
import { RichTextEditor } from '../../../../components/RichTextEditor';
import { formatDate } from '../../../../shared/admin';
import styles from '../../../../shared/admin/AdminGames.module.css';
import { useSaveDrawContent } from '../api';

interface ContentValues {
  title: string;
  introduction: string;
  sections: { title: string; body: string }[];
}

/** The copy around a kind's list: title, introduction, and sections with rich-text bodies. */
export function DrawContentEditor({ kind, content }: { kind: DrawGameKind; content: DrawGameContent }) {
  const save = useSaveDrawContent(kind);
  const form = useDomainForm({
    schema: DrawGameContentForm,
    toRequest: (values: ContentValues) => values,
    defaultValues: { title: content.title, introduction: content.introduction, sections: content.sections },
  });
  const { register, control, formState } = form;
  const { fields, append, remove } = useFieldArray({ control, name: 'sections' });
  const { prompt, allowNavigation } = useUnsavedChangesPrompt(formState.isDirty && !save.isPending);
  const errors = formState.errors;

  const onSubmit = form.handleSubmit(async (request) => {
    try {
      const saved = await save.mutateAsync(request);
      form.reset({ title: saved.title, introduction: saved.introduction, sections: saved.sections });
      allowNavigation();
      alerts.success('The page content was saved.');
    } catch (error) {
      applyServerError(form, error, 'The page content could not be saved. Please try again.');
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className={styles.form} aria-label="Page content">
      {prompt}
      <section className={styles.card} aria-labelledby="draw-content">
        <h2 id="draw-content">Page content</h2>
        <p className={styles.hint}>
          {content.updatedAt
            ? `Last saved ${formatDate(content.updatedAt, 'long')}.`
            : 'Not written yet: the page shows its standard introduction.'}
        </p>
        <TextInput label="Page title" error={errors.title?.message} {...register('title')} />
        <TextArea
          label="Introduction"
          rows={3}
          error={errors.introduction?.message}
          {...register('introduction')}
        />
        {fields.map((row, index) => (
          <fieldset key={row.id} className={styles.slot}>
            <legend className={styles.legend}>Section {index + 1}</legend>
            <TextInput
              label={`Section ${index + 1} title`}
              error={errors.sections?.[index]?.title?.message}
              {...register(`sections.${index}.title`)}
            />
            <Controller
              control={control}
              name={`sections.${index}.body`}
              render={({ field, fieldState }) => (
                <Field label={`Section ${index + 1} text`} error={fieldState.error?.message}>
                  {(controlProps) => (
                    <RichTextEditor
                      value={field.value}
                      onChange={field.onChange}
                      onBlur={field.onBlur}
                      headings={[3]}
                      aria-label={`Section ${index + 1} text`}
                      {...controlProps}
                    />
                  )}
                </Field>
              )}
            />
            <div>
              <Button size="sm" variant="ghost" onClick={() => remove(index)}>
                <Trash2 aria-hidden="true" /> Remove section {index + 1}
              </Button>
            </div>
          </fieldset>
        ))}
        <div>
          <Button size="sm" variant="secondary" onClick={() => append({ title: '', body: '' })}>
            <Plus aria-hidden="true" /> Add a section
          </Button>
        </div>
      </section>
      <FormActions
        busy={save.isPending}
        onCancel={() => form.reset()}
        cancelLabel="Undo changes"
        saveLabel="Save page content"
      />
    </form>
  );
}
