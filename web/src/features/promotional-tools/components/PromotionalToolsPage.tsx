import { Megaphone } from 'lucide-react';
import { Container, EmptyState } from '../../../components/Page';
import { usePageReady } from '../../../lib/loading';
import {
  ContentPageHeader,
  ContentSections,
  PromotionalModules,
  usePageContent,
} from '../../../shared/page-content';
import styles from './PromotionalToolsPage.module.css';

/**
 * /promotional-tools: the campaign tools an operator can run with the provider, from the
 * promotional-tools content document (its hero, its modules, then its sections). Public.
 */
export function PromotionalToolsPage() {
  const content = usePageContent('promotionaltools');
  usePageReady(!content.isPending);
  const modules = content.data?.modules ?? [];
  return (
    <>
      <ContentPageHeader
        page="promotionaltools"
        fallback={{
          eyebrow: 'Marketing',
          title: 'Promotional tools',
          text: 'Campaign tools that help you launch a game, bring players back and reward the loyal ones.',
        }}
      />
      <Container>
        <section className={styles.tools} aria-label="Promotional tools">
          {content.isPending ? null : modules.length > 0 ? (
            <PromotionalModules modules={modules} headingLevel={2} />
          ) : (
            <EmptyState icon={<Megaphone />} title="No promotional tools yet">
              <p>Your account manager can tell you what we can run in your market.</p>
            </EmptyState>
          )}
        </section>
      </Container>
      <ContentSections page="promotionaltools" />
    </>
  );
}
