import { useQuery } from '@tanstack/react-query';
import { Controller, useFormContext } from 'react-hook-form';
import { gamesQueryOptions } from '../../../../lib/games';
import { useSession } from '../../../../lib/session';
import { storyDate } from '../../../../shared/news';
import { contentQueryOptions } from '../../../../shared/page-content';
import { liveNewsQueryOptions } from '../api/get-live-news';
import type { DocumentValues } from '../document';
import styles from './ContentEditor.module.css';
import { PickList } from './PickList';

/** The homepage's picks: featured games, featured stories and promotional-tool modules. */
export function HomepagePicks() {
  const { control } = useFormContext<DocumentValues>();
  const { token } = useSession();
  const games = useQuery(gamesQueryOptions(token));
  const news = useQuery(liveNewsQueryOptions());
  const tools = useQuery(contentQueryOptions('promotionaltools'));
  const gameOptions = (games.data ?? [])
    .filter((game) => game.isActive)
    .map((game) => ({ value: game.id, label: game.gameName }))
    .sort((a, b) => a.label.localeCompare(b.label));
  const newsOptions = (news.data?.items ?? []).map((story) => ({
    value: story.id,
    label: `${story.title} (${storyDate(story.publishAt)})`,
  }));
  const moduleOptions = (tools.data?.modules ?? []).map((module) => ({
    value: module.key,
    label: module.title,
  }));
  return (
    <section className={styles.group} aria-labelledby="picks-fields">
      <h2 id="picks-fields" className={styles.groupTitle}>
        Featured on the homepage
      </h2>
      <Controller
        control={control}
        name="featuredGameIds"
        render={({ field }) => (
          <PickList
            label="Featured games"
            hint="The first four show, in this order."
            options={gameOptions}
            value={field.value ?? []}
            onChange={field.onChange}
            emptyText="None picked: the games flagged featured show."
            max={24}
          />
        )}
      />
      <Controller
        control={control}
        name="featuredNewsIds"
        render={({ field }) => (
          <PickList
            label="Featured stories"
            hint="Live stories only; a story that is withdrawn drops out by itself."
            options={newsOptions}
            value={field.value ?? []}
            onChange={field.onChange}
            emptyText="None picked: the three newest featured stories show."
            max={24}
          />
        )}
      />
      <Controller
        control={control}
        name="promotionalToolModuleIds"
        render={({ field }) => (
          <PickList
            label="Promotional tools"
            options={moduleOptions}
            value={field.value ?? []}
            onChange={field.onChange}
            emptyText={moduleOptions.length === 0 ? 'No promotional-tool modules exist yet.' : 'None picked.'}
            max={12}
          />
        )}
      />
    </section>
  );
}
