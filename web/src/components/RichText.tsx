import styles from './RichText.module.css';

/**
 * Stored rich text (a news body, a page section) shown as the server sanitised it when it was
 * written. The one place the web renders HTML: never pass it anything but a body from the API.
 * `size`: 'lg' for an article, 'md' for a page section, 'sm' for a card (muted).
 */
export function RichText({
  html,
  size = 'lg',
  className,
}: {
  html: string;
  size?: 'lg' | 'md' | 'sm';
  /** Layout only (flex, margins): the text's look comes from `size`. */
  className?: string;
}) {
  if (!html) return null;
  const classes = [styles.richText, styles[size], className].filter(Boolean).join(' ');
  return (
    <div
      className={classes}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's sanitised HTML (sanitize-html allowlist on write)
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
