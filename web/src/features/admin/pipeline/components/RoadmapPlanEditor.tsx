import { REGION_GROUPS, todayIso } from '@portal/domain';
import type { RoadmapEntry } from '@portal/domain/schemas';
import { useQuery } from '@tanstack/react-query';
import { GripVertical, Plus, Trash2 } from 'lucide-react';
import { type DragEvent, useId, useMemo, useState } from 'react';
import { alerts } from '../../../../components/alerts';
import { Button } from '../../../../components/Button';
import { AdminPageHeader, useUnsavedChangesPrompt } from '../../../../components/form';
import { Spinner } from '../../../../components/Spinner';
import { toFailure } from '../../../../lib/api-client';
import { gamesQueryOptions } from '../../../../lib/games';
import { roadmapQueryOptions } from '../../../../lib/roadmap';
import { useSession } from '../../../../lib/session';
import { formatDate, Loaded, regionLabel } from '../../../../shared/admin';
import { useSaveRoadmap } from '../api/save-roadmap';
import { addGame, boardMonths, busiestRegion, monthIn, removeGame, setMonth, toPlanForm } from '../plan';
import styles from './RoadmapPlanEditor.module.css';

const NOT_PLANNED = 'not-planned';
const DRAG_TYPE = 'application/x-roadmap-game';

const monthTitle = (month: string) => formatDate(`${month}-01`, 'month');

function RegionSelect({ value, onChange }: { value: string; onChange: (region: string) => void }) {
  const id = useId();
  return (
    <div className={styles.control}>
      <label htmlFor={id}>Region</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        {REGION_GROUPS.map((group) => (
          <optgroup key={group.key} label={group.label}>
            {group.regions.map((region) => (
              <option key={region.key} value={region.key}>
                {region.label}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
    </div>
  );
}

/** The drag-and-drop board: a column per month; dropping a game's card plans it for that month. */
function Board({
  plan,
  region,
  onMove,
}: {
  plan: RoadmapEntry[];
  region: string;
  onMove: (gameId: number, month: string | null) => void;
}) {
  const [over, setOver] = useState<string | null>(null);
  const columns = [NOT_PLANNED, ...boardMonths(plan, region, todayIso())];
  const cardsOf = (column: string) =>
    plan.filter((entry) => (monthIn(entry, region) ?? NOT_PLANNED) === column);

  const drop = (column: string) => (event: DragEvent) => {
    event.preventDefault();
    setOver(null);
    const gameId = Number(event.dataTransfer.getData(DRAG_TYPE));
    if (gameId) onMove(gameId, column === NOT_PLANNED ? null : column);
  };

  return (
    // The month pickers below do the same for keyboard and screen-reader users.
    <div className={styles.board} aria-hidden="true" data-testid="roadmap-board">
      {columns.map((column) => (
        // biome-ignore lint/a11y/noStaticElementInteractions: a drop target for the pointer; the month pickers are the keyboard path
        <div
          key={column}
          className={over === column ? `${styles.column} ${styles.over}` : styles.column}
          data-month={column}
          onDragOver={(event) => {
            event.preventDefault();
            event.dataTransfer.dropEffect = 'move';
            setOver(column);
          }}
          onDragLeave={() => setOver((current) => (current === column ? null : current))}
          onDrop={drop(column)}
        >
          <div className={styles.columnTitle}>
            {column === NOT_PLANNED ? 'Not planned' : monthTitle(column)}
          </div>
          <ul className={styles.cards}>
            {cardsOf(column).map((entry) => (
              <li
                key={entry.gameId}
                className={styles.card}
                draggable
                onDragStart={(event) => {
                  event.dataTransfer.setData(DRAG_TYPE, String(entry.gameId));
                  event.dataTransfer.effectAllowed = 'move';
                }}
              >
                <GripVertical size={14} className={styles.grip} />
                {entry.gameName}
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}

function OtherRegions({ entry, region }: { entry: RoadmapEntry; region: string }) {
  const others = entry.months.filter((planned) => planned.region !== region);
  if (others.length === 0) return <span className={styles.muted}>None</span>;
  return (
    <ul className={styles.others}>
      {others.map((planned) => (
        <li key={planned.region}>
          {regionLabel(planned.region, { group: true })}: {monthTitle(planned.month)}
        </li>
      ))}
    </ul>
  );
}

/** The month pickers: the board's moves, one field per game for the chosen region. */
function MonthList({
  plan,
  region,
  onMove,
  onRemove,
}: {
  plan: RoadmapEntry[];
  region: string;
  onMove: (gameId: number, month: string | null) => void;
  onRemove: (entry: RoadmapEntry) => void;
}) {
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption className="visually-hidden">
          Planned months in {regionLabel(region, { group: true })}
        </caption>
        <thead>
          <tr>
            <th scope="col">Game</th>
            <th scope="col">Month in {regionLabel(region, { group: true })}</th>
            <th scope="col">Other regions</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {plan.map((entry) => (
            <tr key={entry.gameId}>
              <th scope="row">{entry.gameName}</th>
              <td>
                <input
                  type="month"
                  className={styles.month}
                  aria-label={`Month of ${entry.gameName} in ${regionLabel(region, { group: true })}`}
                  value={monthIn(entry, region) ?? ''}
                  onChange={(event) => onMove(entry.gameId, event.target.value || null)}
                />
              </td>
              <td>
                <OtherRegions entry={entry} region={region} />
              </td>
              <td className={styles.actions}>
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => onRemove(entry)}
                  aria-label={`Take ${entry.gameName} off the pipeline`}
                >
                  <Trash2 size={16} aria-hidden="true" />
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function AddGame({
  plan,
  onAdd,
}: {
  plan: RoadmapEntry[];
  onAdd: (game: { gameId: number; gameName: string }) => void;
}) {
  const { token } = useSession();
  const games = useQuery(gamesQueryOptions(token));
  const [picked, setPicked] = useState('');
  const id = useId();
  const candidates = (games.data ?? [])
    .filter((game) => game.isActive === false && !plan.some((entry) => entry.gameId === game.id))
    .sort((a, b) => a.gameName.localeCompare(b.gameName, 'en'));
  if (candidates.length === 0) return null;
  return (
    <div className={styles.addGame}>
      <div className={styles.control}>
        <label htmlFor={id}>Add a game that is not yet live</label>
        <select id={id} value={picked} onChange={(event) => setPicked(event.target.value)}>
          <option value="">Choose a game</option>
          {candidates.map((game) => (
            <option key={game.id} value={game.id}>
              {game.gameName}
            </option>
          ))}
        </select>
      </div>
      <Button
        variant="secondary"
        disabled={!picked}
        onClick={() => {
          const game = candidates.find((candidate) => String(candidate.id) === picked);
          if (game) onAdd({ gameId: game.id, gameName: game.gameName });
          setPicked('');
        }}
      >
        <Plus size={16} aria-hidden="true" /> Add to the pipeline
      </Button>
    </div>
  );
}

function PlanForm({ saved }: { saved: RoadmapEntry[] }) {
  const [plan, setPlan] = useState(saved);
  const [baseline, setBaseline] = useState(saved);
  const [region, setRegion] = useState(() => busiestRegion(saved, 'us--all'));
  const save = useSaveRoadmap();
  const dirty = useMemo(
    () => JSON.stringify(toPlanForm(plan)) !== JSON.stringify(toPlanForm(baseline)),
    [plan, baseline],
  );
  const { prompt } = useUnsavedChangesPrompt(dirty && !save.isPending);

  const move = (gameId: number, month: string | null) =>
    setPlan((current) => setMonth(current, gameId, region, month));

  const submit = async () => {
    try {
      const answer = await save.mutateAsync(toPlanForm(plan));
      setPlan(answer.games);
      setBaseline(answer.games);
      alerts.success('Roadmap saved: the pipeline shows the new plan now.');
    } catch (error) {
      alerts.danger(toFailure(error).message || 'The roadmap did not save. Please try again.');
    }
  };

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {prompt}
      <div className={styles.toolbar}>
        <RegionSelect value={region} onChange={setRegion} />
        <p className={styles.hint}>
          Drag a game to another month, or pick its month in the list. A game with no month for the visitor's
          regions shows under its release date.
        </p>
      </div>
      {plan.length === 0 ? (
        <p className={styles.muted}>No games are on the pipeline. Add a game that is not yet live below.</p>
      ) : (
        <>
          <Board plan={plan} region={region} onMove={move} />
          <MonthList
            plan={plan}
            region={region}
            onMove={move}
            onRemove={(entry) => setPlan((current) => removeGame(current, entry.gameId))}
          />
        </>
      )}
      <AddGame plan={plan} onAdd={(game) => setPlan((current) => addGame(current, game))} />
      <div className={styles.footer}>
        {dirty ? (
          <Button variant="secondary" onClick={() => setPlan(baseline)} disabled={save.isPending}>
            Undo changes
          </Button>
        ) : null}
        <Button type="submit" disabled={!dirty || save.isPending} aria-busy={save.isPending || undefined}>
          {save.isPending ? <Spinner size={16} label="Saving" /> : null}
          {save.isPending ? 'Saving…' : 'Save the roadmap'}
        </Button>
      </div>
    </form>
  );
}

/** /admin/pipeline, beside the page's content: which games are on the pipeline and their months. */
export default function RoadmapPlanEditor() {
  const plan = useQuery({ ...roadmapQueryOptions, staleTime: 0, refetchOnWindowFocus: false });
  return (
    <div className={styles.page}>
      <AdminPageHeader
        title="Roadmap plan"
        lead="The games that are not yet live on the pipeline, and the month each is planned for in each region."
      />
      <Loaded query={plan} what="The roadmap" loading="Loading the roadmap">
        {(loaded) => <PlanForm saved={loaded.games} />}
      </Loaded>
    </div>
  );
}
