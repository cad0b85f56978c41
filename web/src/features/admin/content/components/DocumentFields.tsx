import { CALL_TO_ACTION_STYLES } from '@portal/domain/schemas';
import { ArrowDown, ArrowUp, ChevronDown, Plus, Trash2 } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Controller, type FieldError, useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { Button, type ButtonSize } from '../../../../components/Button';
import { Field, FormSection, Select, TextArea, TextInput } from '../../../../components/form';
import { RichTextEditor } from '../../../../components/RichTextEditor';
import { ImagePicker } from '../../../../shared/image-picker';
import { type DocumentValues, EMPTY_SECTION } from '../document';
import styles from './ContentEditor.module.css';

/** How this form's sections and their headings look. */
const sectionLook = { className: styles.group, titleClassName: styles.groupTitle };

type CtaListName = 'hero.callsToAction' | `sections.${number}.callsToAction`;
type ImageName = 'hero.image' | `sections.${number}.image`;

const STYLE_OPTIONS = CALL_TO_ACTION_STYLES.map((style) => ({
  value: style,
  label: style === 'primary' ? 'Primary (filled)' : 'Secondary (outline)',
}));

/** Reads an error at a dotted path of the form's errors. */
function errorAt(errors: unknown, path: string): string | undefined {
  let node: unknown = errors;
  for (const key of path.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  const error = node as (FieldError & { root?: FieldError }) | undefined;
  return error?.message ?? error?.root?.message;
}

/** The foot of a list of the form: the list's error, and its add button while the list has room. */
function ListFoot({
  error,
  hasRoom,
  size,
  onAdd,
  children,
}: {
  error: string | undefined;
  hasRoom: boolean;
  size?: ButtonSize;
  onAdd: () => void;
  children: ReactNode;
}) {
  return (
    <>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      {hasRoom ? (
        <Button variant="secondary" size={size} className={styles.addButton} onClick={onAdd}>
          <Plus aria-hidden="true" /> {children}
        </Button>
      ) : null}
    </>
  );
}

/** The buttons or links of the hero or a section: label, where it goes, and its look (at most 4). */
function CallsToAction({ name, legend }: { name: CtaListName; legend: string }) {
  const { control, register, formState } = useFormContext<DocumentValues>();
  const list = useFieldArray({ control, name });
  const listError = errorAt(formState.errors, name);
  return (
    <fieldset className={styles.ctas}>
      <legend className={styles.legend}>{legend}</legend>
      {list.fields.length === 0 ? <p className={styles.hint}>No buttons.</p> : null}
      {list.fields.map((field, index) => (
        <div key={field.id} className={styles.cta}>
          <TextInput
            label={`Button ${index + 1} label`}
            error={errorAt(formState.errors, `${name}.${index}.label`)}
            {...register(`${name}.${index}.label`)}
          />
          <TextInput
            label={`Button ${index + 1} link`}
            placeholder="/games, https://… or mailto:…"
            error={errorAt(formState.errors, `${name}.${index}.href`)}
            {...register(`${name}.${index}.href`)}
          />
          <Select
            label={`Button ${index + 1} look`}
            options={STYLE_OPTIONS}
            {...register(`${name}.${index}.style`)}
          />
          <Button
            variant="ghost"
            size="sm"
            className={styles.removeCta}
            aria-label={`Remove button ${index + 1}`}
            onClick={() => list.remove(index)}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
      ))}
      <ListFoot
        error={listError}
        hasRoom={list.fields.length < 4}
        size="sm"
        onAdd={() =>
          list.append({ label: '', href: '/', style: list.fields.length === 0 ? 'primary' : 'secondary' })
        }
      >
        Add a button
      </ListFoot>
    </fieldset>
  );
}

/** An image of the content tree with its alternative text. */
function ContentImageField({ name, label }: { name: ImageName; label: string }) {
  const { control, formState } = useFormContext<DocumentValues>();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <ImagePicker
          area="content"
          compact
          label={label}
          value={field.value ?? null}
          error={errorAt(formState.errors, name)}
          onChange={(image) => field.onChange(image ? { ...image, alt: field.value?.alt ?? '' } : null)}
        >
          {field.value ? (
            <TextInput
              label="Alternative text"
              hint="What the image shows, for screen readers. Empty for a decorative image."
              value={field.value.alt}
              onChange={(event) => field.value && field.onChange({ ...field.value, alt: event.target.value })}
            />
          ) : null}
        </ImagePicker>
      )}
    />
  );
}

export function HeroFields({ withImage }: { withImage: boolean }) {
  const { register, formState } = useFormContext<DocumentValues>();
  const errors = formState.errors.hero;
  return (
    <FormSection id="hero-fields" title="Hero" {...sectionLook}>
      <TextInput
        label="Eyebrow"
        hint="A few words above the title."
        error={errors?.eyebrow?.message}
        {...register('hero.eyebrow')}
      />
      <TextInput label="Title" required error={errors?.title?.message} {...register('hero.title')} />
      <TextInput
        label="Highlighted words"
        hint="Words of the title shown in gold; they must appear in the title as written."
        error={errors?.highlight?.message}
        {...register('hero.highlight')}
      />
      <TextArea label="Text" rows={3} error={errors?.text?.message} {...register('hero.text')} />
      {withImage ? <ContentImageField name="hero.image" label="Hero image" /> : null}
      <CallsToAction name="hero.callsToAction" legend="Hero buttons" />
    </FormSection>
  );
}

function SectionFields({
  index,
  count,
  startOpen,
  onMove,
  onRemove,
}: {
  index: number;
  count: number;
  /** Sections added here start open; the saved ones start folded to their titles. */
  startOpen: boolean;
  onMove: (to: number) => void;
  onRemove: () => void;
}) {
  const { register, control, formState } = useFormContext<DocumentValues>();
  const errors = formState.errors.sections?.[index];
  const title = useWatch<DocumentValues, `sections.${number}.title`>({ name: `sections.${index}.title` });
  return (
    <details className={styles.section} open={startOpen || errors !== undefined ? true : undefined}>
      <summary className={styles.sectionSummary}>
        <span className={styles.sectionNumber}>Section {index + 1}</span>
        <span className={styles.sectionName}>{title || 'Untitled'}</span>
        {errors ? <span className={styles.sectionProblem}>Needs a fix</span> : null}
        <ChevronDown aria-hidden="true" />
      </summary>
      <div className={styles.sectionBody}>
        <div className={styles.sectionTools}>
          <Button
            variant="ghost"
            size="sm"
            aria-label={`Move section ${index + 1} up`}
            disabled={index === 0}
            onClick={() => onMove(index - 1)}
          >
            <ArrowUp aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="sm"
            aria-label={`Move section ${index + 1} down`}
            disabled={index === count - 1}
            onClick={() => onMove(index + 1)}
          >
            <ArrowDown aria-hidden="true" />
          </Button>
          <Button variant="ghost" size="sm" aria-label={`Remove section ${index + 1}`} onClick={onRemove}>
            <Trash2 aria-hidden="true" /> Remove
          </Button>
        </div>
        <TextInput label="Title" error={errors?.title?.message} {...register(`sections.${index}.title`)} />
        <Controller
          control={control}
          name={`sections.${index}.body`}
          render={({ field }) => (
            <Field label="Text" error={errors?.body?.message}>
              {(control) => (
                <RichTextEditor
                  id={control.id}
                  aria-label={`Section ${index + 1} text`}
                  aria-describedby={control['aria-describedby']}
                  aria-invalid={control['aria-invalid']}
                  headings={[3]}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                />
              )}
            </Field>
          )}
        />
        <ContentImageField name={`sections.${index}.image`} label="Section image" />
        <CallsToAction name={`sections.${index}.callsToAction`} legend="Section buttons" />
      </div>
    </details>
  );
}

export function SectionsFields({ cards }: { cards: boolean }) {
  const { control, formState } = useFormContext<DocumentValues>();
  const list = useFieldArray({ control, name: 'sections' });
  const listError = errorAt(formState.errors, 'sections');
  const [savedIds] = useState(() => new Set(list.fields.map((field) => field.id)));
  return (
    <FormSection id="sections-fields" title={cards ? 'Cards' : 'Sections'} {...sectionLook}>
      <p className={styles.hint}>
        {cards
          ? 'Each section is a card under the hero; the card leads to its first button’s link.'
          : 'Sections show under the page’s main content, in this order.'}
      </p>
      {list.fields.length === 0 ? (
        <p className={styles.pickEmpty}>No sections: the page shows its hero and content only.</p>
      ) : null}
      {list.fields.map((field, index) => (
        <SectionFields
          key={field.id}
          index={index}
          count={list.fields.length}
          startOpen={!savedIds.has(field.id)}
          onMove={(to) => list.move(index, to)}
          onRemove={() => list.remove(index)}
        />
      ))}
      <ListFoot
        error={listError}
        hasRoom={list.fields.length < 30}
        onAdd={() => list.append({ ...EMPTY_SECTION })}
      >
        Add a section
      </ListFoot>
    </FormSection>
  );
}
