import { FileText, Film, FolderOpen, ImageIcon } from 'lucide-react';
import { Card, CardGrid, Container, EmptyState, PageHeader, Section } from '../../../components/Page';
import { usePageReady } from '../../../lib/loading';

/** /asset-manager: the library of files and folders. */
export function AssetManagerPage() {
  usePageReady();
  return (
    <>
      <PageHeader
        eyebrow="Resource library"
        title="Asset Manager"
        lead="Logos, key art, videos and documents for every game, ready to download for your campaigns."
      />
      <Container>
        <Section title="What you will find" id="asset-kinds">
          <CardGrid>
            <Card icon={<ImageIcon />} title="Artwork">
              Key art, logos and screenshots in print and web sizes.
            </Card>
            <Card icon={<Film />} title="Videos">
              Trailers and gameplay clips for social and in-venue screens.
            </Card>
            <Card icon={<FileText />} title="Documents">
              Game rules, fact sheets and marketing guidelines.
            </Card>
          </CardGrid>
        </Section>
        <Section title="Library" id="library">
          <EmptyState icon={<FolderOpen />} title="Root">
            <p>This folder has no files yet. New game kits are added here as each game is released.</p>
          </EmptyState>
        </Section>
      </Container>
    </>
  );
}
