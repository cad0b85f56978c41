import styles from './RichText.module.css';

/**
 * Stored rich text (a news body, a page section) shown as the server sanitised it when it was
 * written. The one place the web renders HTML: never pass it anything but a body from the API.
 */
export function RichText({ html, className }: { html: string; className?: string }) {
  if (!html) return null;
  return (
    <div
      className={className ? `${styles.richText} ${className}` : styles.richText}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's sanitised HTML (sanitize-html allowlist on write)
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
