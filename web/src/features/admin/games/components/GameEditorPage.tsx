import {
  CHANNELS,
  demoExists,
  demoLaunchUrl,
  FEATURES,
  GAME_TYPES,
  MECHANICS,
  parseId,
  THEMES,
  tournamentsDemoAvailable,
  tournamentsDemoUrl,
} from '@portal/domain';
import { GameCreateForm, type GameDetail } from '@portal/domain/schemas';
import { useQuery } from '@tanstack/react-query';
import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { type Control, Controller, useFieldArray, useWatch } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import { alerts } from '../../../../components/alerts';
import { Button } from '../../../../components/Button';
import {
  AdminPageHeader,
  CheckboxField,
  DateInput,
  FormSection,
  Select,
  TagsInput,
  TextInput,
  useDomainForm,
  useUnsavedChangesPrompt,
} from '../../../../components/form';
import { VideoEmbed } from '../../../../components/VideoEmbed';
import { useGlobals } from '../../../../lib/globals';
import { useSession } from '../../../../lib/session';
import { BackToList, Loaded, listHref, REGION_OPTIONS, regionLabel } from '../../../../shared/admin';
import styles from '../../../../shared/admin/AdminGames.module.css';
import { RichTextField } from '../../../../shared/admin/RichTextField';
import {
  ArtworkSection,
  ChoiceGroup,
  SlotEditorActions,
  useUploadingSave,
} from '../../../../shared/admin/SlotEditorParts';
import { DirectoryListing } from '../../../../shared/asset-browser';
import { adminGameQueryOptions, useDeleteGame, useSaveGame } from '../api';
import {
  deleteSummary,
  type GameFormValues,
  gameFormData,
  gameRequest,
  NEW_GAME_VALUES,
  valuesOfGame,
} from '../form-values';

/** The form's control, which submits the game/create request its schema reads. */
type GameControl = Control<GameFormValues, unknown, GameCreateForm>;

const options = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

const backLink = <BackToList to="/admin/games">All games</BackToList>;

/** One of a region's dates in the table of regions. */
function RegionDateCell({
  control,
  name,
  label,
  disabled,
}: {
  control: GameControl;
  name: `regions.${number}.releaseDate` | `regions.${number}.displayReleaseDate`;
  label: string;
  disabled: boolean;
}) {
  return (
    <td>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <input type="date" className={styles.dateCell} aria-label={label} disabled={disabled} {...field} />
        )}
      />
    </td>
  );
}

/** The chosen regions, each with its own release and display dates (used when dates are per region). */
function RegionDates({ control }: { control: GameControl }) {
  const { fields, append, remove } = useFieldArray({ control, name: 'regions' });
  const perRegion = useWatch({ control, name: 'isReleaseDatePerRegion' });
  const chosen = new Set(fields.map((row) => row.region));
  const [adding, setAdding] = useState('');
  return (
    <div className={styles.regions}>
      <div className={styles.addRegion}>
        <Select
          label="Add a region"
          value={adding}
          onChange={(event) => setAdding(event.target.value)}
          placeholder="Choose a region"
          options={REGION_OPTIONS.filter((option) => !chosen.has(option.value))}
        />
        <Button
          variant="secondary"
          disabled={adding === ''}
          onClick={() => {
            append({ region: adding, releaseDate: '', displayReleaseDate: '' });
            setAdding('');
          }}
        >
          <Plus aria-hidden="true" /> Add region
        </Button>
      </div>
      {fields.length === 0 ? (
        <p className={styles.muted}>No regions yet: the game shows in no region's catalogue.</p>
      ) : (
        <table className={styles.regionTable}>
          <caption className="visually-hidden">Regions and their release dates</caption>
          <thead>
            <tr>
              <th scope="col">Region</th>
              <th scope="col">Release date</th>
              <th scope="col">Display release date</th>
              <th scope="col">
                <span className="visually-hidden">Remove</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {fields.map((row, index) => {
              const name = regionLabel(row.region);
              return (
                <tr key={row.id}>
                  <th scope="row">{name}</th>
                  <RegionDateCell
                    control={control}
                    name={`regions.${index}.releaseDate`}
                    label={`Release date in ${name}`}
                    disabled={!perRegion}
                  />
                  <RegionDateCell
                    control={control}
                    name={`regions.${index}.displayReleaseDate`}
                    label={`Display release date in ${name}`}
                    disabled={!perRegion}
                  />
                  <td>
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={`Remove ${name}`}
                      onClick={() => remove(index)}
                    >
                      <Trash2 aria-hidden="true" />
                    </Button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      {!perRegion && fields.length > 0 ? (
        <p className={styles.hint}>
          Turn on “Release dates per region” to give a region its own dates; until then every region uses the
          game's dates.
        </p>
      ) : null}
    </div>
  );
}

function Videos({ control }: { control: GameControl }) {
  const { fields, append, remove } = useFieldArray({ control, name: 'videos' });
  const videos = useWatch({ control, name: 'videos' });
  return (
    <div className={styles.videos}>
      {fields.length === 0 ? <p className={styles.muted}>No videos.</p> : null}
      {fields.map((row, index) => (
        <div key={row.id} className={styles.videoRow}>
          <div className={styles.videoFields}>
            <Controller
              control={control}
              name={`videos.${index}.title`}
              render={({ field }) => <TextInput label={`Video ${index + 1} title`} {...field} />}
            />
            <Controller
              control={control}
              name={`videos.${index}.video`}
              render={({ field, fieldState }) => (
                <TextInput
                  label={`Video ${index + 1} id or address`}
                  hint="Letters and digits are an id on the video host; anything else is a full https address."
                  error={fieldState.error?.message}
                  {...field}
                />
              )}
            />
            <Button size="sm" variant="ghost" onClick={() => remove(index)}>
              <Trash2 aria-hidden="true" /> Remove video {index + 1}
            </Button>
          </div>
          <div className={styles.videoPreview}>
            {videos?.[index]?.video ? (
              <VideoEmbed
                video={videos[index].video}
                title={`Preview of video ${index + 1}`}
                autoplay={false}
              />
            ) : null}
          </div>
        </div>
      ))}
      <Button variant="secondary" size="sm" onClick={() => append({ title: '', video: '' })}>
        <Plus aria-hidden="true" /> Add a video
      </Button>
    </div>
  );
}

/** The fields a demo is launched from (domain DemoFields). */
const DEMO_FIELDS = [
  'demoOverride',
  'demoFallback',
  'demoTechnology',
  'demoEnvironment',
  'demoCurrency',
  'demoSoftwareId',
  'softwareId',
] as const;
type DemoValues = Pick<GameFormValues, (typeof DEMO_FIELDS)[number]>;

/** SPEC §5's verdict on the demo as the fields stand, and where it would launch (domain/demo.ts). */
function DemoVerdict({ control }: { control: GameControl }) {
  const globals = useGlobals();
  const { user } = useSession();
  const watched = useWatch({ control, name: DEMO_FIELDS });
  const game = Object.fromEntries(DEMO_FIELDS.map((name, index) => [name, watched[index]])) as DemoValues;
  const { demoOverride, demoFallback } = game;
  const verdict = demoExists({ demoOverride }, globals)
    ? 'yes, via override'
    : demoExists({ demoFallback }, globals)
      ? 'yes, via fallback'
      : demoExists(game, globals)
        ? 'yes, built from technology, environment, currency and software id'
        : 'no';
  const address = demoLaunchUrl({
    game,
    userId: user?.id ?? null,
    config: globals.demo,
    globals,
    nowMs: Date.now(),
  });
  const fallbackOff = !globals.useGameDemoFallbacks && demoFallback.trim() !== '';
  return (
    <div className={styles.verdict} role="status">
      <p>
        <strong>Demo available: {verdict}</strong>
      </p>
      {fallbackOff ? <p>The fallback is not used while demo fallbacks are turned off in Options.</p> : null}
      {address ? (
        <p className={styles.address}>
          Launches at <code>{address}</code>
        </p>
      ) : (
        <p>
          Give an override or fallback address, or all of technology, environment, currency and software id.
        </p>
      )}
    </div>
  );
}

/** The game page's heading above the description, with the name as typed. */
function DescriptionHeading({ control }: { control: GameControl }) {
  const name = useWatch({ control, name: 'gameName' });
  return <>About {name.trim() || 'this game'}</>;
}

/** The tournaments demo is not per game: it opens for users with a tournaments key (SPEC §5). */
function TournamentsDemo() {
  const globals = useGlobals();
  const { user } = useSession();
  const available = tournamentsDemoAvailable(user);
  const address = available && user?.hash ? tournamentsDemoUrl(globals, user.hash) : null;
  return (
    <div className={styles.verdict}>
      <p>
        <strong>Tournaments demo for you: {available ? 'available' : 'not available'}</strong>
      </p>
      <p>
        {available
          ? 'It opens for every user with a tournaments key, beside this game’s own demo.'
          : 'Your account has no tournaments key; users with one see the tournaments demo.'}
      </p>
      {address ? (
        <p className={styles.address}>
          Opens at <code>{address}</code>
        </p>
      ) : null}
    </div>
  );
}

function GameForm({ game }: { game?: GameDetail }) {
  const navigate = useNavigate();
  const id = game?.id ?? null;
  const upload = useUploadingSave();
  const save = useSaveGame(upload.onProgress);
  const remove = useDeleteGame();
  const form = useDomainForm({
    schema: GameCreateForm,
    toRequest: (values: GameFormValues) => gameRequest(values, id),
    defaultValues: game ? valuesOfGame(game) : NEW_GAME_VALUES,
  });
  const { register, control, formState, getValues } = form;
  const errors = formState.errors;
  const { prompt, allowNavigation } = useUnsavedChangesPrompt(formState.isDirty && !save.isPending);

  const onSubmit = form.handleSubmit(() =>
    upload.run(form, 'The game could not be saved. Please try again.', async () => {
      const saved = await save.mutateAsync(gameFormData(getValues(), id));
      alerts.success(id === null ? `“${saved.gameName}” was added.` : `“${saved.gameName}” was saved.`);
      form.reset(valuesOfGame(saved));
      allowNavigation();
      if (id === null) navigate(`/admin/games/edit/${saved.id}`, { replace: true });
    }),
  );

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className={styles.form}
      aria-label={game ? `Edit ${game.gameName}` : 'Add a game'}
    >
      {prompt}
      <FormSection id="game-basics" title="The game" className={styles.card}>
        <TextInput label="Name" required error={errors.gameName?.message} {...register('gameName')} />
        <Controller
          control={control}
          name="description"
          render={({ field }) => (
            <RichTextField
              label="Description"
              error={errors.description?.message}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              placeholder="What the game is, and why players will like it…"
              preview={{
                title: 'Preview of the description',
                heading: <DescriptionHeading control={control} />,
              }}
            />
          )}
        />
        <div className={styles.flags}>
          <CheckboxField
            label="Active"
            hint="Inactive games are hidden outside the admin."
            {...register('isActive')}
          />
          <CheckboxField label="Live" hint="Released and playable." {...register('live')} />
          <CheckboxField
            label="On the roadmap"
            hint="Shown on the pipeline, not in the catalogue."
            {...register('roadmap')}
          />
          <CheckboxField label="Featured" hint="Offered on the homepage." {...register('featured')} />
        </div>
      </FormSection>

      <FormSection id="game-dates" title="Release dates and regions" className={styles.card}>
        <div className={styles.pair}>
          <DateInput label="Release date" error={errors.releaseDate?.message} {...register('releaseDate')} />
          <DateInput
            label="Display release date"
            hint="Shown instead of the release date when set."
            error={errors.displayReleaseDate?.message}
            {...register('displayReleaseDate')}
          />
        </div>
        <CheckboxField label="Release dates per region" {...register('isReleaseDatePerRegion')} />
        <RegionDates control={control} />
        {errors.regions?.message ? (
          <p className={styles.error} role="alert">
            {errors.regions.message}
          </p>
        ) : null}
      </FormSection>

      <FormSection id="game-kind" title="Type, mechanic and themes" className={styles.card}>
        <div className={styles.pair}>
          <Select
            label="Game type"
            options={options(GAME_TYPES)}
            error={errors.gameType?.message}
            {...register('gameType')}
          />
          <Select
            label="Mechanic"
            options={options(MECHANICS)}
            error={errors.mechanic?.message}
            {...register('mechanic')}
          />
        </div>
        <ChoiceGroup control={control} name="channels" legend="Channels" choices={options(CHANNELS)} />
        <ChoiceGroup control={control} name="features" legend="Features" choices={options(FEATURES)} />
        <ChoiceGroup control={control} name="themes" legend="Themes" choices={options(THEMES)} columns />
      </FormSection>

      <FormSection id="game-software" title="Software ids" className={styles.card}>
        <TextInput label="Software id" error={errors.softwareId?.message} {...register('softwareId')} />
        <Controller
          control={control}
          name="softwareIds"
          render={({ field, fieldState }) => (
            <TagsInput
              label="More software ids"
              placeholder="Type a software id and press Enter"
              value={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message}
            />
          )}
        />
      </FormSection>

      <FormSection id="game-videos" title="Videos" className={styles.card}>
        <Videos control={control} />
      </FormSection>

      <FormSection id="game-demo" title="Demo" className={styles.card}>
        <div className={styles.pair}>
          <TextInput
            label="Override address"
            error={errors.demoOverride?.message}
            {...register('demoOverride')}
          />
          <TextInput
            label="Fallback address"
            error={errors.demoFallback?.message}
            {...register('demoFallback')}
          />
          <TextInput label="Technology" hint="e.g. HTML" {...register('demoTechnology')} />
          <TextInput label="Environment" hint="cloud, lab1, lab2…" {...register('demoEnvironment')} />
          <TextInput label="Currency" hint="e.g. GBP" {...register('demoCurrency')} />
          <TextInput
            label="Demo software id"
            hint="Else the game's software id."
            {...register('demoSoftwareId')}
          />
        </div>
        <DemoVerdict control={control} />
        <h3 className={styles.subheading}>Tournaments demo</h3>
        <TournamentsDemo />
      </FormSection>

      <ArtworkSection id="game-assets" control={control} />

      {game ? (
        <FormSection id="game-centre" title="Game centre" className={styles.card}>
          {game.gameCentre[0] ? (
            <DirectoryListing
              kind="game"
              rootId={game.gameCentre[0].id}
              rootLabel={game.gameName}
              readOnly={false}
              label={`${game.gameName} game centre`}
            />
          ) : (
            <p className={styles.muted}>
              This game has no game centre folder yet: it is made with its first upload.
            </p>
          )}
        </FormSection>
      ) : null}

      <SlotEditorActions
        percent={upload.percent}
        busy={save.isPending}
        onCancel={() => navigate(listHref('/admin/games'))}
        saveLabel={game ? 'Save game' : 'Add game'}
        remove={
          game
            ? {
                name: game.gameName,
                noun: 'game',
                description: deleteSummary(game.gameName),
                run: () => remove.mutateAsync(game.id),
                onDeleted: () => {
                  allowNavigation();
                  navigate(listHref('/admin/games'));
                },
              }
            : undefined
        }
      />
    </form>
  );
}

/** /admin/games/add and /admin/games/edit/:id: every field of a game (SPEC §3), saved through game/create. */
export default function GameEditorPage() {
  const params = useParams();
  const id = params.id === undefined ? null : parseId(params.id);
  const detail = useQuery({ ...adminGameQueryOptions(id ?? 0), enabled: id !== null });
  const header = (
    <AdminPageHeader
      title={params.id === undefined ? 'Add a game' : (detail.data?.gameName ?? 'Edit game')}
      lead={
        params.id === undefined
          ? 'Everything the catalogue, the game page and the pipeline show about a game.'
          : 'Changes show in the catalogue, on the game page and in the pipeline as soon as you save.'
      }
      back={backLink}
    />
  );
  if (params.id === undefined)
    return (
      <>
        {header}
        <GameForm key="new" />
      </>
    );
  return (
    <>
      {header}
      <Loaded query={detail} missing={id === null} what="The game" loading="Loading the game…">
        {(game) => <GameForm key={game.id} game={game} />}
      </Loaded>
    </>
  );
}
