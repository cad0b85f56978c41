import type { CallToAction, ContentPage, PageHero } from '@portal/domain/schemas';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button, type ButtonVariant } from '../../components/Button';
import { PageHeader } from '../../components/Page';
import { usePageContent } from './api';
import styles from './content.module.css';

/** The title with its highlighted words (the first place they appear) in the accent colour. */
export function HeroTitle({ title, highlight }: { title: string; highlight: string }) {
  const at = highlight ? title.indexOf(highlight) : -1;
  if (at < 0) return <>{title}</>;
  return (
    <>
      {title.slice(0, at)}
      <span className={styles.highlight}>{highlight}</span>
      {title.slice(at + highlight.length)}
    </>
  );
}

/** A call to action: a site path is an in-app link, an https or mailto address a plain one. */
export function CallToActionLink({
  action,
  variant,
  size = 'md',
  icon,
}: {
  action: CallToAction;
  variant?: ButtonVariant;
  size?: 'sm' | 'md' | 'lg';
  /** Shown after the label (an arrow). */
  icon?: ReactNode;
}) {
  const look: ButtonVariant = variant ?? (action.style === 'primary' ? 'primary' : 'secondary');
  const external = !action.href.startsWith('/');
  return (
    <Button asChild variant={look} size={size}>
      {external ? (
        <a href={action.href} {...(action.href.startsWith('https:') ? { rel: 'noopener noreferrer' } : {})}>
          {action.label}
          {icon}
        </a>
      ) : (
        <Link to={action.href}>
          {action.label}
          {icon}
        </Link>
      )}
    </Button>
  );
}

/** An inner page's intro band drawn from a hero (eyebrow, highlighted title, text, calls to action). */
export function PageHeroView({ hero, children }: { hero: PageHero; children?: ReactNode }) {
  return (
    <PageHeader
      eyebrow={hero.eyebrow || undefined}
      title={<HeroTitle title={hero.title} highlight={hero.highlight} />}
      lead={hero.text || undefined}
      actions={
        hero.callsToAction.length > 0
          ? hero.callsToAction.map((action) => (
              <CallToActionLink
                key={`${action.href}-${action.label}`}
                action={action}
                variant={action.style === 'primary' ? 'primary' : 'on-dark'}
              />
            ))
          : undefined
      }
    >
      {children}
    </PageHeader>
  );
}

/** The intro band while the document loads: the band's size with shimmering lines. */
function PageHeroSkeleton({ children }: { children?: ReactNode }) {
  return (
    <PageHeader
      eyebrow={<span className={`${styles.shimmerDark} ${styles.skeletonEyebrow}`} />}
      title={
        <>
          <span className="visually-hidden">Loading…</span>
          <span className={`${styles.shimmerDark} ${styles.skeletonTitle}`} aria-hidden="true" />
        </>
      }
      lead={<span className={`${styles.shimmerDark} ${styles.skeletonLead}`} aria-hidden="true" />}
    >
      {children}
    </PageHeader>
  );
}

/**
 * A public page's intro band from its content document (GET /api/content/get{page}). `fallback`
 * is the page's built-in copy (the server's default document), shown if the document cannot load.
 */
export function ContentPageHeader({
  page,
  fallback,
  children,
}: {
  page: ContentPage;
  fallback: Pick<PageHero, 'eyebrow' | 'title' | 'text'>;
  children?: ReactNode;
}) {
  const content = usePageContent(page);
  if (content.isPending) return <PageHeroSkeleton>{children}</PageHeroSkeleton>;
  const hero: PageHero = content.data?.hero ?? { ...fallback, highlight: '', image: null, callsToAction: [] };
  return <PageHeroView hero={hero}>{children}</PageHeroView>;
}
