import { useQuery } from '@tanstack/react-query';
import { Clock3, Layers, Star, Ticket } from 'lucide-react';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { Card, CardGrid, Container, EmptyState, PageHeader, Section } from '../../../components/Page';
import { usePageReady } from '../../../lib/loading';
import { useRegions } from '../../../lib/region';
import { useSession } from '../../../lib/session';
import {
  type DrawItem,
  type DrawKind,
  drawItemName,
  drawItemRegions,
  drawListQueryOptions,
} from '../api/draw-games';

const SECTIONS: { kind: DrawKind; id: string; title: string; icon: ReactNode; empty: string }[] = [
  {
    kind: 'popular',
    id: 'popular',
    title: 'Popular draw games',
    icon: <Star />,
    empty:
      'Lotto, jackpot and daily games that players return to week after week appear here once they are live.',
  },
  {
    kind: 'frequency',
    id: 'frequency',
    title: 'High-frequency draw games',
    icon: <Clock3 />,
    empty:
      'Fast-paced draws every few minutes, built for mobile, tablet and desktop play, appear here once live.',
  },
  {
    kind: 'enhanced',
    id: 'enhanced',
    title: 'Enhanced features',
    icon: <Layers />,
    empty:
      'Add-ons such as multipliers, second-chance draws and bonus numbers appear here once they are live.',
  },
];

function DrawSection({ kind, id, title, icon, empty }: (typeof SECTIONS)[number]) {
  const { token } = useSession();
  const { matches } = useRegions();
  const list = useQuery(drawListQueryOptions(kind, token));
  const live = (list.data ?? []).filter((item: DrawItem) => item.live && matches(drawItemRegions(item)));
  return (
    <Section title={title} id={id}>
      {live.length > 0 ? (
        <CardGrid>
          {live.map((item) => (
            <Card key={item.id} icon={icon} title={drawItemName(item)} />
          ))}
        </CardGrid>
      ) : (
        <EmptyState icon={icon} title={`No ${title.toLowerCase()} in your regions right now`}>
          <p>{empty}</p>
        </EmptyState>
      )}
    </Section>
  );
}

/** /draw-games (public) and /draw-games/:activeGameId/:activeTab? (Games permission). */
export function DrawGamesPage() {
  usePageReady();
  const { activeGameId } = useParams();
  return (
    <>
      <PageHeader
        eyebrow="Draw games"
        title="Draw Games"
        lead="Proven draw-based games and the features that keep them fresh: from weekly jackpots to draws every few minutes."
      />
      <Container>
        {activeGameId ? (
          <EmptyState icon={<Ticket />} title="Draw game details">
            <p>The full profile of this draw game, with its assets and results, opens here.</p>
          </EmptyState>
        ) : (
          SECTIONS.map((section) => <DrawSection key={section.kind} {...section} />)
        )}
      </Container>
    </>
  );
}
