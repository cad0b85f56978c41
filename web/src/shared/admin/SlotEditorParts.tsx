import { useState } from 'react';
import { type Control, Controller, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { alerts } from '../../components/alerts';
import { Button } from '../../components/Button';
import {
  applyServerError,
  CheckboxField,
  ConfirmDialog,
  FormActions,
  FormSection,
} from '../../components/form';
import { toFailure } from '../../lib/api-client';
import styles from './AdminGames.module.css';
import { AssetSlots, SaveProgress } from './AssetSlotField';
import type { GameSlots } from './slots';

// What the game and draw game editors have alike: both save their fields with the files of their slots.

/**
 * A save that uploads files: the percent of its upload while it runs (null between saves), the
 * callback the save's request reports to, and `run`, which sends and, when that fails, says why on
 * the form (under the field the server names, else in an alert with the fallback).
 */
export function useUploadingSave() {
  const [percent, setPercent] = useState<number | null>(null);
  const onProgress = (loaded: number, total: number) => setPercent(Math.round((loaded / total) * 100));
  async function run<T extends FieldValues, Request>(
    form: UseFormReturn<T, unknown, Request>,
    fallback: string,
    send: () => Promise<void>,
  ) {
    setPercent(0);
    try {
      await send();
    } catch (error) {
      applyServerError(form, error, fallback);
    } finally {
      setPercent(null);
    }
  }
  return { percent, onProgress, run };
}

/** A fieldset of checkboxes that together hold a list of values. */
export function ChoiceGroup<T extends FieldValues, Request>({
  control,
  name,
  legend,
  choices,
  columns = false,
}: {
  control: Control<T, unknown, Request>;
  name: Path<T>;
  legend: string;
  choices: readonly { value: string; label: string }[];
  columns?: boolean;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => {
        const value = field.value as string[];
        return (
          <fieldset className={styles.choices}>
            <legend className={styles.legend}>{legend}</legend>
            <div className={columns ? styles.choiceGrid : styles.choiceRow}>
              {choices.map((choice) => (
                <CheckboxField
                  key={choice.value}
                  label={choice.label}
                  checked={value.includes(choice.value)}
                  onChange={(event) =>
                    field.onChange(
                      event.target.checked
                        ? [...value, choice.value]
                        : value.filter((chosen) => chosen !== choice.value),
                    )
                  }
                />
              ))}
            </div>
          </fieldset>
        );
      }}
    />
  );
}

/** The card of the item's asset slots, held in the form's `slots`. */
export function ArtworkSection<T extends FieldValues & { slots: GameSlots }, Request>({
  id,
  control,
}: {
  id: string;
  control: Control<T, unknown, Request>;
}) {
  return (
    <FormSection id={id} title="Artwork and downloads" className={styles.card}>
      <Controller
        control={control}
        name={'slots' as Path<T>}
        render={({ field }) => <AssetSlots value={field.value} onChange={field.onChange} />}
      />
    </FormSection>
  );
}

/** How an editor deletes its stored item: said in the dialog, then done, then left. */
export interface DeleteItem {
  name: string;
  noun: string;
  description: string;
  run: () => Promise<unknown>;
  onDeleted: () => void;
}

/** The end of the editor: the upload's progress, then Delete (a stored item), Cancel and Save. */
export function SlotEditorActions({
  percent,
  busy,
  saveLabel,
  onCancel,
  remove,
}: {
  percent: number | null;
  busy: boolean;
  saveLabel: string;
  onCancel: () => void;
  remove?: DeleteItem;
}) {
  return (
    <>
      <SaveProgress percent={percent} />
      <FormActions
        sticky
        busy={busy}
        onCancel={onCancel}
        saveLabel={saveLabel}
        apart={
          remove ? (
            <ConfirmDialog
              title={`Delete “${remove.name}”?`}
              description={remove.description}
              confirmLabel={`Delete ${remove.noun}`}
              tone="danger"
              onConfirm={async () => {
                try {
                  await remove.run();
                  alerts.success(`“${remove.name}” was deleted.`);
                  remove.onDeleted();
                } catch (error) {
                  alerts.danger(toFailure(error).message || `The ${remove.noun} could not be deleted.`);
                }
              }}
              trigger={<Button variant="danger">Delete {remove.noun}</Button>}
            />
          ) : null
        }
      />
    </>
  );
}
