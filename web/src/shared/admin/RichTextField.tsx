import { Eye } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Button } from '../../components/Button';
import { Field } from '../../components/form';
import { Overlay } from '../../components/Overlay';
import { RichText } from '../../components/RichText';
import { RichTextEditor } from '../../components/RichTextEditor';
import styles from './RichTextField.module.css';

/**
 * A field where a person writes formatted text (a game's or a draw game's description): the admin's
 * rich-text editor, as news and pages have it, and a Preview showing the text as its public page will.
 */
export function RichTextField({
  label,
  hint = 'Pasted text arrives plain: format it here.',
  error,
  value,
  onChange,
  onBlur,
  placeholder,
  preview,
}: {
  label: string;
  hint?: string;
  error?: string;
  /** The editor's HTML ('' for none). */
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  placeholder?: string;
  /** The preview's title, and the heading its public page puts above the text. */
  preview: { title: string; heading: ReactNode };
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Field label={label} hint={hint} error={error}>
        {(control) => (
          <RichTextEditor
            id={control.id}
            aria-label={label}
            aria-describedby={control['aria-describedby']}
            aria-invalid={control['aria-invalid']}
            value={value}
            onChange={onChange}
            onBlur={onBlur}
            placeholder={placeholder}
            headings={[3]}
          />
        )}
      </Field>
      <div className={styles.actions}>
        <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
          <Eye aria-hidden="true" /> Preview {label.toLowerCase()}
        </Button>
      </div>
      <Overlay
        open={open}
        onOpenChange={setOpen}
        title={preview.title}
        size="lg"
        bodyLabel="The text as visitors will see it"
      >
        {open ? (
          <section className={styles.preview}>
            <h2 className={styles.heading}>{preview.heading}</h2>
            {value ? <RichText html={value} /> : <p className={styles.muted}>Nothing written yet.</p>}
          </section>
        ) : null}
      </Overlay>
    </>
  );
}
