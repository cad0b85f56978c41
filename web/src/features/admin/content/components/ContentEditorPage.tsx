import { CONTENT_DOCUMENT_FORMS, type ContentAnswer, type ContentPage } from '@portal/domain/schemas';
import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { ExternalLink, FileText } from 'lucide-react';
import { useMemo } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { alerts } from '../../../../components/alerts';
import { Button, TryAgainButton } from '../../../../components/Button';
import {
  AdminPageHeader,
  applyServerError,
  domainResolver,
  EditorLoading,
  FormActions,
  useUnsavedChangesPrompt,
} from '../../../../components/form';
import { EmptyState } from '../../../../components/Page';
import { toFailure } from '../../../../lib/api-client';
import { contentQueryOptions } from '../../../../shared/page-content';
import { useSaveContent } from '../api/save-content';
import { type DocumentValues, toDocument } from '../document';
import { CONTENT_EDITORS, type ContentEditorInfo } from '../pages';
import styles from './ContentEditor.module.css';
import { ContentPreview } from './ContentPreview';
import { HeroFields, SectionsFields } from './DocumentFields';
import { HomepagePicks } from './HomepagePicks';
import { RevisionsPanel } from './RevisionsPanel';

function lastSaved(answer: ContentAnswer<ContentPage>): string {
  if (answer.revision === null) return 'Not edited yet: the page shows its default text.';
  const when = answer.updatedAt ? dayjs(answer.updatedAt).format('D MMMM YYYY [at] HH:mm') : '';
  return `Revision ${answer.revision}, saved ${when}${answer.updatedBy ? ` by ${answer.updatedBy}` : ''}.`;
}

function DocumentForm({ editor, answer }: { editor: ContentEditorInfo; answer: ContentAnswer<ContentPage> }) {
  const home = editor.page === 'homepage';
  const form = useForm<DocumentValues>({
    defaultValues: toDocument(answer),
    resolver: domainResolver(CONTENT_DOCUMENT_FORMS[editor.page]) as never,
  });
  const save = useSaveContent(editor.page);
  const { prompt } = useUnsavedChangesPrompt(form.formState.isDirty && !save.isPending);

  const onSubmit = form.handleSubmit(async (_parsed) => {
    try {
      const saved = await save.mutateAsync(form.getValues());
      form.reset(toDocument(saved));
      alerts.success('Saved: the page shows the new text now.');
    } catch (error) {
      applyServerError(form, error);
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
        <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={`Edit ${editor.title}`}>
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
  if (content.isError && !answer) {
    return (
      <>
        <AdminPageHeader title={editor.title} />
        <EmptyState
          icon={<FileText />}
          title="The page could not be loaded"
          actions={<TryAgainButton onClick={() => content.refetch()} />}
        >
          <p>{toFailure(content.error).message}</p>
        </EmptyState>
      </>
    );
  }
  if (!answer) {
    return <EditorLoading label="Loading the page…" />;
  }
  return <DocumentForm key={formKey} editor={editor} answer={answer} />;
}
