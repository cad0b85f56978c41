import { NEWS_CATEGORIES, parseId } from '@portal/domain';
import { NewsAddForm, NewsEditForm, type NewsStory } from '@portal/domain/schemas';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Eye } from 'lucide-react';
import { useRef, useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import { alerts } from '../../../../components/alerts';
import { Button } from '../../../../components/Button';
import { ButtonLink } from '../../../../components/ButtonLink';
import {
  AdminPageHeader,
  applyServerError,
  CheckboxField,
  DateInput,
  Field,
  FormActions,
  FormSection,
  Select,
  TagsInput,
  TextArea,
  TextInput,
  useDomainForm,
  useUnsavedChangesPrompt,
} from '../../../../components/form';
import { Overlay } from '../../../../components/Overlay';
import { RichTextEditor } from '../../../../components/RichTextEditor';
import { toFailure } from '../../../../lib/api-client';
import { BackToList, differences, formatDate, Loaded, listHref, StaleSave } from '../../../../shared/admin';
import { ImagePicker } from '../../../../shared/image-picker';
import { NewsArticle } from '../../../../shared/news';
import { adminStoryQueryOptions, fetchAdminStory } from '../api/get-all-news';
import { tagsQueryOptions } from '../api/get-tags';
import { adminNewsKeys } from '../api/keys';
import { useSaveNews } from '../api/save-news';
import { type NewsFormValues, previewStory, toFormValues, toRequest } from '../form-values';
import { STATE_LABELS } from '../format';
import styles from './AdminNews.module.css';

/** How this form's sections and their headings look. */
const sectionLook = { className: styles.panel, titleClassName: styles.panelTitle };

import { NewsRevisions } from './NewsRevisions';
import { RegionDatesField } from './RegionDatesField';
import { RegionsField } from './RegionsField';

const CATEGORY_OPTIONS = NEWS_CATEGORIES.map((category) => ({ value: category, label: category }));

const backLink = <BackToList to="/admin/news-and-events">All stories</BackToList>;

/** What saving does, said on the buttons and in the alert afterwards. */
function savedMessage(story: NewsStory): string {
  if (story.state === 'draft') return 'Saved as a draft. Visitors cannot see it yet.';
  if (story.state === 'scheduled') return 'Scheduled: the story goes live at its publish time.';
  return 'Published: the story is live on News & Events.';
}

/** The first message of a field's nested errors (a list's entries carry their own). */
function firstMessage(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  if ('message' in error && typeof error.message === 'string') return error.message;
  for (const nested of Object.values(error)) {
    const message = firstMessage(nested);
    if (message) return message;
  }
  return undefined;
}

/** The fields the comparison of a stale save names, in the form's order. */
const FIELD_LABELS: Record<keyof NewsFormValues, string> = {
  title: 'Title',
  summary: 'Summary',
  body: 'Body',
  event: 'The event',
  publishAt: 'Publish date and time',
  featured: 'Featured',
  category: 'Category',
  tags: 'Tags',
  regions: 'Regions',
  regionDates: 'Regional publish days',
  cover: 'Cover image',
  status: 'Status',
};

function NewsForm({ story }: { story?: NewsStory }) {
  const navigate = useNavigate();
  const save = useSaveNews();
  const client = useQueryClient();
  const tags = useQuery(tagsQueryOptions());
  // Which button sent the form: the request's status is its (Publish is the form's own submit).
  const intent = useRef<'publish' | 'draft'>('publish');
  // The revision this form started from, sent with each save (decision 070); moved on by each save.
  const baseRevision = useRef(story?.revision);
  const [stale, setStale] = useState<string | null>(null);
  const form = useDomainForm<NewsFormValues, NewsAddForm | NewsEditForm>({
    schema: story ? NewsEditForm : NewsAddForm,
    toRequest: (values) => ({
      ...toRequest({ ...values, status: intent.current === 'draft' ? 'draft' : 'published' }, story?.id),
      ...(story ? { baseRevision: baseRevision.current } : {}),
    }),
    defaultValues: toFormValues(story),
  });
  const { register, control, formState, setValue, reset, getValues } = form;
  const errors = formState.errors;
  const { prompt, allowNavigation } = useUnsavedChangesPrompt(formState.isDirty && !save.isPending);
  const [previewOpen, setPreviewOpen] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const category = useWatch({ control, name: 'category' });
  const publishAt = useWatch({ control, name: 'publishAt' });
  const live = story && story.status === 'published';
  const inFuture = publishAt !== '' && Date.parse(publishAt) > Date.now();
  const publishLabel = live ? 'Save changes' : inFuture ? 'Schedule' : 'Publish';

  // The request carries the status submitAs set: a draft, or published (at its publish time).
  const onSubmit = form.handleSubmit(async (request) => {
    try {
      const saved = await save.mutateAsync(request);
      alerts.success(savedMessage(saved));
      baseRevision.current = saved.revision;
      setStale(null);
      if (story) {
        reset(toFormValues(saved));
      } else {
        allowNavigation();
        navigate(`/admin/news-and-events/edit/${saved.id}`, { replace: true });
      }
    } catch (error) {
      const failure = toFailure(error);
      if (failure.code === 409) setStale(failure.message);
      else applyServerError(form, error);
    } finally {
      intent.current = 'publish';
    }
  });

  /** The story as saved now, read past the cache (the form keeps the editor's text meanwhile). */
  const latest = () => fetchAdminStory(story!.id);
  async function reload() {
    const theirs = await latest();
    client.setQueryData(adminNewsKeys.story(theirs.id), theirs);
    baseRevision.current = theirs.revision;
    reset(toFormValues(theirs));
    setStale(null);
  }
  async function overwrite() {
    baseRevision.current = (await latest()).revision;
    setStale(null);
    formRef.current?.requestSubmit();
  }

  const submitAs = (next: 'publish' | 'draft') => {
    intent.current = next;
    setValue('status', next === 'draft' ? 'draft' : 'published');
    formRef.current?.requestSubmit();
  };

  return (
    <>
      <AdminPageHeader
        back={backLink}
        title={story ? 'Edit story' : 'Write a story'}
        lead={
          story ? (
            <>
              <span className={`${styles.state} ${styles[story.state]}`}>{STATE_LABELS[story.state]}</span>{' '}
              Last saved {formatDate(story.updatedAt, 'long')}
            </>
          ) : (
            'A launch, a feature, a press release or an event. Save it as a draft until it is ready.'
          )
        }
        actions={
          <Button variant="secondary" onClick={() => setPreviewOpen(true)}>
            <Eye aria-hidden="true" /> Preview
          </Button>
        }
      />
      {stale ? (
        <StaleSave
          message={stale}
          onReload={reload}
          onOverwrite={overwrite}
          loadDifferences={async () =>
            differences({ ...toFormValues(await latest()) }, { ...getValues() }, FIELD_LABELS)
          }
        />
      ) : null}
      <form
        ref={formRef}
        className={styles.editor}
        onSubmit={onSubmit}
        noValidate
        aria-label={story ? 'Edit story' : 'New story'}
      >
        <div className={styles.main}>
          <TextInput label="Title" required error={errors.title?.message} {...register('title')} />
          <TextArea
            label="Summary"
            hint="One or two sentences for the cards and the top of the story."
            rows={3}
            error={errors.summary?.message}
            {...register('summary')}
          />
          <Controller
            control={control}
            name="body"
            render={({ field }) => (
              <Field
                label="Body"
                hint="Pasted text arrives plain: format it here."
                error={errors.body?.message}
              >
                {(controlProps) => (
                  <RichTextEditor
                    id={controlProps.id}
                    aria-label="Body"
                    aria-describedby={controlProps['aria-describedby']}
                    aria-invalid={controlProps['aria-invalid']}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    placeholder="Write the story…"
                  />
                )}
              </Field>
            )}
          />
          {category === 'Events' ? (
            <fieldset className={styles.event} aria-describedby={errors.event ? 'event-error' : undefined}>
              <legend className={styles.legend}>The event</legend>
              <div className={styles.eventDates}>
                <DateInput label="Starts" required {...register('event.startDate')} />
                <DateInput label="Ends" required {...register('event.endDate')} />
              </div>
              <TextInput
                label="Place"
                required
                placeholder="ICE London, ExCeL"
                {...register('event.place')}
              />
              {errors.event?.message ? (
                <p id="event-error" className={styles.error} role="alert">
                  {errors.event.message}
                </p>
              ) : null}
            </fieldset>
          ) : null}
        </div>

        <aside className={styles.side} aria-label="Publishing and details">
          <FormSection id="panel-publishing" title="Publishing" {...sectionLook}>
            <DateInput
              type="datetime-local"
              label="Publish date and time"
              hint="Empty: the time you save. A later time schedules the story."
              error={errors.publishAt?.message}
              {...register('publishAt')}
            />
            <CheckboxField
              label="Featured"
              hint="Featured stories lead the archive and the homepage."
              {...register('featured')}
            />
          </FormSection>
          <FormSection id="panel-details" title="Details" {...sectionLook}>
            <Select
              label="Category"
              required
              placeholder="Choose a category"
              options={CATEGORY_OPTIONS}
              error={errors.category?.message}
              {...register('category')}
            />
            <Controller
              control={control}
              name="tags"
              render={({ field }) => (
                <TagsInput
                  label="Tags"
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  suggestions={(tags.data ?? []).map((tag) => tag.tag)}
                  max={20}
                  maxLength={40}
                  error={errors.tags?.message}
                />
              )}
            />
            <Controller
              control={control}
              name="regions"
              render={({ field }) => <RegionsField value={field.value} onChange={field.onChange} />}
            />
            <Controller
              control={control}
              name="regionDates"
              render={({ field, fieldState }) => (
                <RegionDatesField
                  value={field.value}
                  onChange={field.onChange}
                  error={fieldState.error?.message ?? firstMessage(fieldState.error)}
                />
              )}
            />
          </FormSection>
          <FormSection
            id="panel-cover"
            title="Cover"
            className={styles.panel}
            titleClassName="visually-hidden"
          >
            <Controller
              control={control}
              name="cover"
              render={({ field }) => (
                <ImagePicker
                  area="news"
                  label="Cover image"
                  hint="Shown on the cards and at the top of the story."
                  value={field.value}
                  onChange={field.onChange}
                  error={errors.cover?.message}
                />
              )}
            />
          </FormSection>
          {story ? (
            <NewsRevisions
              story={story}
              dirty={formState.isDirty}
              onRestored={(restored) => {
                baseRevision.current = restored.revision;
                reset(toFormValues(restored));
                setStale(null);
              }}
            />
          ) : null}
        </aside>

        <div className={styles.actionsRow}>
          <FormActions
            sticky
            busy={save.isPending}
            saveLabel={publishLabel}
            busyLabel="Saving…"
            onCancel={() => navigate(listHref('/admin/news-and-events'))}
          >
            <Button variant="secondary" disabled={save.isPending} onClick={() => submitAs('draft')}>
              {live ? 'Unpublish (back to draft)' : 'Save draft'}
            </Button>
          </FormActions>
        </div>
      </form>
      <Overlay
        open={previewOpen}
        onOpenChange={setPreviewOpen}
        title="Preview of the story page"
        size="xl"
        bodyLabel="The story as visitors will see it"
      >
        {previewOpen ? (
          <div className={styles.preview}>
            <NewsArticle story={previewStory(getValues(), new Date())} />
          </div>
        ) : null}
      </Overlay>
      {prompt}
    </>
  );
}

/** /admin/news-and-events/add and /admin/news-and-events/edit/:id. */
export default function NewsEditorPage() {
  const { id: idParam } = useParams();
  if (idParam === undefined) return <NewsForm />;
  return <EditStory idParam={idParam} />;
}

function EditStory({ idParam }: { idParam: string }) {
  const id = parseId(idParam);
  const story = useQuery({ ...adminStoryQueryOptions(id ?? 0), enabled: id !== null });
  return (
    <Loaded
      query={story}
      missing={id === null}
      what="The story"
      loading="Loading the story…"
      header={<AdminPageHeader back={backLink} title="Edit story" />}
      action={
        <ButtonLink to={listHref('/admin/news-and-events')} variant="secondary" size="sm">
          Back to all stories
        </ButtonLink>
      }
    >
      {/* A fresh form per story: a saved answer resets it through NewsForm itself. */}
      {(loaded) => <NewsForm key={loaded.id} story={loaded} />}
    </Loaded>
  );
}
