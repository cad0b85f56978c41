import { formatDate } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { CalendarClock, Rocket } from 'lucide-react';
import { Container, EmptyState, PageHeader } from '../../../components/Page';
import { api } from '../../../lib/api-client';
import { usePageReady } from '../../../lib/loading';
import { useRegions } from '../../../lib/region';
import { useSession } from '../../../lib/session';
import styles from './PipelinePage.module.css';

interface RoadmapGame {
  id: number;
  gameName: string;
  isActive: boolean;
  roadmap: boolean;
  releaseDate: string | null;
  regions: { region: string }[];
}

/** /pipeline (no footer): the roadmap of upcoming games (inactive games flagged roadmap). */
export function PipelinePage() {
  const { token } = useSession();
  const { matches } = useRegions();
  const roadmap = useQuery({
    queryKey: ['pipeline', token],
    queryFn: async ({ signal }) => {
      try {
        const data = await api.post<RoadmapGame[]>('/api/game/all', {
          form: { depth: 0, isActive: false },
          signal,
        });
        return Array.isArray(data) ? data : [];
      } catch (error) {
        console.warn('[pipeline] roadmap load failed', error);
        return [];
      }
    },
  });
  usePageReady(!roadmap.isPending);
  const upcoming = (roadmap.data ?? [])
    .filter((game) => !game.isActive && game.roadmap && matches(game.regions.map((r) => r.region)))
    .sort((a, b) => (a.releaseDate ?? '9999').localeCompare(b.releaseDate ?? '9999'));

  return (
    <>
      <PageHeader
        eyebrow="Roadmap"
        title="Pipeline"
        lead="The games in production for your regions, with their planned launch months. Plans can move: check back before you schedule a campaign."
      />
      <Container>
        {upcoming.length > 0 ? (
          <ol className={styles.timeline}>
            {upcoming.map((game) => (
              <li key={game.id} className={styles.entry}>
                <span className={styles.when}>
                  <CalendarClock aria-hidden="true" />
                  {game.releaseDate ? formatDate(game.releaseDate, 'monthYear') : 'To be scheduled'}
                </span>
                <span className={styles.name}>{game.gameName}</span>
              </li>
            ))}
          </ol>
        ) : (
          <EmptyState icon={<Rocket />} title="Nothing scheduled for your regions">
            <p>
              Upcoming games appear here as soon as they enter production for one of your regions. Try adding
              regions with the Regions button to see the wider plan.
            </p>
          </EmptyState>
        )}
      </Container>
    </>
  );
}
