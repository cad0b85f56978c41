import { Search } from 'lucide-react';
import { lazy, type ReactNode, type RefObject, Suspense, useEffect, useRef, useState } from 'react';
import { useOnceTrue } from '../../../lib/once-true';
import { breakpointFor } from '../../../lib/viewport';
import styles from './Search.module.css';
import type { SearchComboboxProps } from './SearchCombobox';

// The phone's search panel (a modal dialog) loads when it first opens.
const SearchPanel = lazy(() => import('./SearchPanel'));

type Combobox = (props: SearchComboboxProps) => ReactNode;

/** Whether the focus is where typing `/` or Ctrl+K means text (a field, an editor). */
function typingInField(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (!(target instanceof HTMLInputElement)) return false;
  return !['checkbox', 'radio', 'button', 'submit', 'reset', 'range', 'color', 'file'].includes(target.type);
}

/**
 * The search box as a first visit gets it: a field that looks and reads as the box, until the box's
 * code (loaded when the field is first pointed at or focused) takes its place with what was typed.
 */
function StandIn({
  inputRef,
  text,
  onText,
  onFocusChange,
  onWake,
}: {
  inputRef: RefObject<HTMLInputElement | null>;
  text: string;
  onText: (text: string) => void;
  onFocusChange: (focused: boolean) => void;
  onWake: () => void;
}) {
  return (
    <div className={styles.combobox}>
      <label htmlFor="header-search-stand-in" className="visually-hidden">
        Search the portal
      </label>
      <div className={styles.field}>
        <Search aria-hidden="true" className={styles.fieldIcon} />
        <input
          ref={inputRef}
          id="header-search-stand-in"
          className={styles.input}
          type="text"
          role="combobox"
          enterKeyHint="search"
          autoComplete="off"
          spellCheck={false}
          maxLength={200}
          placeholder="Search games, assets, news…"
          aria-keyshortcuts="/ Control+K"
          title="Search (/ or Ctrl+K)"
          aria-autocomplete="list"
          aria-expanded={false}
          value={text}
          onChange={(event) => onText(event.target.value)}
          onFocus={() => {
            onFocusChange(true);
            onWake();
          }}
          onBlur={() => onFocusChange(false)}
          onPointerEnter={onWake}
        />
      </div>
    </div>
  );
}

/**
 * The header's search: a combobox from 769 px up; below, an icon button opening a search panel. `/` or
 * Ctrl+K (Cmd+K on a Mac) focuses the box, or opens the panel, unless the focus is in a text field.
 * Both are rendered and CSS shows one, so the page the server renders matches the first render. The
 * box's code loads on first use (StandIn), so public first visits do not download it.
 */
export function HeaderSearch() {
  const input = useRef<HTMLInputElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const [panelOpen, setPanelOpen] = useState(false);
  const panelLoaded = useOnceTrue(panelOpen);
  const [Box, setBox] = useState<Combobox | null>(null);
  const [standInText, setStandInText] = useState('');
  const standInFocused = useRef(false);
  const waking = useRef(false);

  function wake() {
    if (waking.current) return;
    waking.current = true;
    void import('./SearchCombobox').then((module) => setBox(() => module.SearchCombobox));
  }

  useEffect(() => {
    function onKeyDown(event: globalThis.KeyboardEvent) {
      const slash = event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey;
      const ctrlK = event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey) && !event.altKey;
      if (!(slash || ctrlK) || event.defaultPrevented || typingInField(event.target)) return;
      event.preventDefault();
      // Below 769 px the box is hidden (Search.module.css): the panel opens instead.
      const breakpoint = breakpointFor(window.innerWidth);
      if (breakpoint === 'mobile' || breakpoint === 'portraitTablet') setPanelOpen(true);
      else input.current?.focus();
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <search className={styles.headerSearch}>
      <div className={styles.wideOnly}>
        {Box ? (
          <Box inputRef={input} takeOver={{ text: standInText, focused: standInFocused.current }} />
        ) : (
          <StandIn
            inputRef={input}
            text={standInText}
            onText={setStandInText}
            onFocusChange={(focused) => {
              standInFocused.current = focused;
            }}
            onWake={wake}
          />
        )}
      </div>
      <span className={styles.narrowOnly}>
        <button
          ref={button}
          type="button"
          className={styles.searchButton}
          aria-label="Search"
          aria-haspopup="dialog"
          aria-expanded={panelOpen}
          aria-keyshortcuts="/ Control+K"
          onClick={() => setPanelOpen(true)}
        >
          <Search aria-hidden="true" />
        </button>
      </span>
      {panelLoaded ? (
        <Suspense fallback={null}>
          <SearchPanel open={panelOpen} onOpenChange={setPanelOpen} returnFocusTo={button} />
        </Suspense>
      ) : null}
    </search>
  );
}
