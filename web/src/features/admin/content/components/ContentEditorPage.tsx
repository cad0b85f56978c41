import { CONTENT_DOCUMENT_FORMS, type ContentAnswer, type ContentPage } from '@portal/domain/schemas';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ExternalLink } from 'lucide-react';
import { useMemo, useRef, useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { alerts } from '../../../../components/alerts';
import { Button } from '../../../../components/Button';
import {
  AdminPageHeader,
  applyServerError,
  FormActions,
  useDomainForm,
  useUnsavedChangesPrompt,
} from '../../../../components/form';
import { toFailure } from '../../../../lib/api-client';
import { differences, formatDate, Loaded, StaleSave } from '../../../../shared/admin';
import { contentKeys, contentQueryOptions } from '../../../../shared/page-content';
import { fetchSavedContent, useSaveContent } from '../api/save-content';
import { type DocumentValues, toDocument } from '../document';
import { CONTENT_EDITORS, type ContentEditorInfo } from '../pages';
import styles from './ContentEditor.module.css';
import { ContentPreview } from './ContentPreview';
import { HeroFields, SectionsFields } from './DocumentFields';
import { HomepagePicks } from './HomepagePicks';
import { RevisionsPanel } from './RevisionsPanel';

/** The parts of a page the comparison of a stale save names. */
const DOCUMENT_LABELS: Record<string, string> = {
  hero: 'Top of the page',
  sections: 'Sections',
  featuredGameIds: 'Featured games',
  featuredNewsIds: 'Featured stories',
  promotionalToolModuleIds: 'Promotional tools',
};

function lastSaved(answer: ContentAnswer<ContentPage>): string {
  if (answer.revision === null) return 'Not edited yet: the page shows its default text.';
  const when = formatDate(answer.updatedAt, 'long');
  return `Revision ${answer.revision}, saved ${when}${answer.updatedBy ? ` by ${answer.updatedBy}` : ''}.`;
}

function DocumentForm({ editor, answer }: { editor: ContentEditorInfo; answer: ContentAnswer<ContentPage> }) {
  const home = editor.page === 'homepage';
  const form = useDomainForm({
    schema: CONTENT_DOCUMENT_FORMS[editor.page],
    toRequest: (values: DocumentValues) => values,
    defaultValues: toDocument(answer),
  });
  const save = useSaveContent(editor.page);
  const { prompt } = useUnsavedChangesPrompt(form.formState.isDirty && !save.isPending);
  const client = useQueryClient();
  // The revision this form started from, sent with the save (decision 070).
  const baseRevision = useRef(answer.revision);
  const [stale, setStale] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  const onSubmit = form.handleSubmit(async (document) => {
    try {
      const saved = await save.mutateAsync({ ...document, baseRevision: baseRevision.current });
      form.reset(toDocument(saved));
      alerts.success('Saved: the page shows the new text now.');
    } catch (error) {
      const failure = toFailure(error);
      if (failure.code === 409) setStale(failure.message);
      else applyServerError(form, error);
    }
  });

  return (
    <FormProvider {...form}>
      <AdminPageHeader
        title={editor.title}
        lead={
          <>
            {editor.lead} <span className={styles.saved}>{lastSaved(answer)}</span>
          </>
        }
        actions={
          editor.publicPath ? (
            <Button asChild variant="secondary">
              <a href={editor.publicPath} target="_blank" rel="noreferrer">
                <ExternalLink aria-hidden="true" /> View page
                <span className="visually-hidden"> (opens a new tab)</span>
              </a>
            </Button>
          ) : undefined
        }
      />
      <div className={styles.layout}>
        <form
          ref={formRef}
          className={styles.form}
          onSubmit={onSubmit}
          noValidate
          aria-label={`Edit ${editor.title}`}
        >
          {stale ? (
            <StaleSave
              message={stale}
              // Their revision becomes the page's answer, and with it a new form (keyed by revision).
              onReload={() => void client.invalidateQueries({ queryKey: contentKeys.page(editor.page) })}
              onOverwrite={async () => {
                baseRevision.current = (await fetchSavedContent(editor.page)).revision;
                setStale(null);
                formRef.current?.requestSubmit();
              }}
              loadDifferences={async () =>
                differences(
                  { ...toDocument(await fetchSavedContent(editor.page)) },
                  { ...form.getValues() },
                  DOCUMENT_LABELS,
                )
              }
            />
          ) : null}
          <HeroFields withImage={home} />
          <SectionsFields cards={home} />
          {home ? <HomepagePicks /> : null}
          <FormActions
            sticky
            busy={save.isPending}
            saveLabel="Save page"
            saveDisabled={!form.formState.isDirty}
            onCancel={form.formState.isDirty ? () => form.reset() : undefined}
            cancelLabel="Discard changes"
          />
        </form>
        <div className={styles.aside}>
          <ContentPreview home={home} />
          <RevisionsPanel
            page={editor.page}
            current={answer.revision}
            dirty={form.formState.isDirty}
            onRestored={(restored) => form.reset(toDocument(restored))}
          />
        </div>
      </div>
      {prompt}
    </FormProvider>
  );
}

/** /admin/homepage and the page editors: a page's content document, its live preview and its revisions. */
export default function ContentEditorPage({ routeName }: { routeName: string }) {
  const editor = CONTENT_EDITORS[routeName];
  const content = useQuery({
    ...contentQueryOptions(editor?.page ?? 'homepage'),
    staleTime: 0,
    refetchOnWindowFocus: false,
    enabled: !!editor,
  });
  const answer = content.data;
  // A new form when another revision becomes the page (a save here, a restore, another editor).
  const formKey = useMemo(() => `${editor?.page}-${answer?.revision ?? 'default'}`, [editor, answer]);
  if (!editor) return null;
  return (
    <Loaded
      query={content}
      what="The page"
      loading="Loading the page…"
      header={<AdminPageHeader title={editor.title} />}
    >
      {(loaded) => <DocumentForm key={formKey} editor={editor} answer={loaded} />}
    </Loaded>
  );
}
