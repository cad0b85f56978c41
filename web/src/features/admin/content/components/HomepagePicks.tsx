import { useQuery } from '@tanstack/react-query';
import type { ComponentProps } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { gamesQueryOptions } from '../../../../lib/games';
import { useSession } from '../../../../lib/session';
import { storyDate } from '../../../../shared/news';
import { contentQueryOptions } from '../../../../shared/page-content';
import { liveNewsQueryOptions } from '../api/get-live-news';
import type { DocumentValues } from '../document';
import styles from './ContentEditor.module.css';
import { PickList } from './PickList';

type PickName = 'featuredGameIds' | 'featuredNewsIds' | 'promotionalToolModuleIds';
type PickValue<N extends PickName> = NonNullable<DocumentValues[N]>[number];

/** A PickList bound to one of the homepage's pick fields of the page form. */
function HomepagePick<N extends PickName>({
  name,
  ...list
}: { name: N } & Omit<ComponentProps<typeof PickList<PickValue<N>>>, 'value' | 'onChange'>) {
  const { control } = useFormContext<DocumentValues>();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <PickList<PickValue<N>> {...list} value={field.value ?? []} onChange={field.onChange} />
      )}
    />
  );
}

/** The homepage's picks: featured games, featured stories and promotional-tool modules. */
export function HomepagePicks() {
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
      <HomepagePick
        name="featuredGameIds"
        label="Featured games"
        hint="The first four show, in this order."
        options={gameOptions}
        emptyText="None picked: the games flagged featured show."
        max={24}
      />
      <HomepagePick
        name="featuredNewsIds"
        label="Featured stories"
        hint="Live stories only; a story that is withdrawn drops out by itself."
        options={newsOptions}
        emptyText="None picked: the three newest featured stories show."
        max={24}
      />
      <HomepagePick
        name="promotionalToolModuleIds"
        label="Promotional tools"
        options={moduleOptions}
        emptyText={moduleOptions.length === 0 ? 'No promotional-tool modules exist yet.' : 'None picked.'}
        max={12}
      />
    </section>
  );
}
