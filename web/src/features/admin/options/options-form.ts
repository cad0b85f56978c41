import { DEMO_DEFAULT_KEYS, GLOBAL_SETTING_KEYS, type Globals } from '@portal/domain/schemas';

/** The options form: every text field as text ('' = back to the server's configured default). */
export interface OptionsValues {
  useGameDemoFallbacks: boolean;
  enquiriesEmail: string;
  responsibleGamblingUrl: string;
  videoHost: string;
  tournamentsDemoUrl: string;
  demo: Record<(typeof DEMO_DEFAULT_KEYS)[number], string>;
}

export function toOptionsValues(globals: Globals): OptionsValues {
  return {
    useGameDemoFallbacks: globals.useGameDemoFallbacks,
    enquiriesEmail: globals.enquiriesEmail,
    responsibleGamblingUrl: globals.responsibleGamblingUrl,
    videoHost: globals.videoHost,
    tournamentsDemoUrl: globals.tournamentsDemoUrl ?? '',
    demo: {
      operatorCode: globals.demo.operatorCode,
      skinCode: globals.demo.skinCode,
      countryCode: globals.demo.countryCode,
      language: globals.demo.language,
    },
  };
}

/** A text field's request value: an emptied field goes back to the default (null). */
const textSetting = (value: string) => (value.trim() === '' ? null : value);

/**
 * The globals/set request: only what differs from what was loaded (globals/set refuses the
 * configuration-only parts of globals/all, and an unchanged value need not be audit-logged).
 */
export function changedOptions(values: OptionsValues, loaded: OptionsValues): Record<string, unknown> {
  const change: Record<string, unknown> = {};
  if (values.useGameDemoFallbacks !== loaded.useGameDemoFallbacks) {
    change.useGameDemoFallbacks = values.useGameDemoFallbacks;
  }
  for (const key of GLOBAL_SETTING_KEYS) {
    if (key === 'useGameDemoFallbacks') continue;
    if (values[key].trim() !== loaded[key].trim()) change[key] = textSetting(values[key]);
  }
  const demo: Record<string, string | null> = {};
  for (const key of DEMO_DEFAULT_KEYS) {
    if (values.demo[key].trim() !== loaded.demo[key].trim()) demo[key] = textSetting(values.demo[key]);
  }
  if (Object.keys(demo).length > 0) change.demo = demo;
  return change;
}

export function hasChanges(change: Record<string, unknown>): boolean {
  return Object.keys(change).length > 0;
}
