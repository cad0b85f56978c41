import type { SearchResult } from '@portal/domain/schemas';
import { useQuery } from '@tanstack/react-query';
import { ArrowRight, Search } from 'lucide-react';
import {
  type KeyboardEvent,
  type Ref,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { useNavigate } from 'react-router';
import { searchQueryOptions } from '../api/search';
import { useDebouncedValue } from '../hooks/useDebouncedValue';
import { useSearchRequest } from '../hooks/useSearchRequest';
import { groupResults, optionId, POPUP_LIMIT, searchPageHref, TYPING_DEBOUNCE_MS } from '../search';
import styles from './Search.module.css';
import { SearchOptions } from './SearchOptions';

/** One choice of the popup: a result, or the last entry that opens the full results page. */
interface Choice {
  id: string;
  href: string;
}

export interface SearchComboboxProps {
  /** The input, for the header's shortcut (`/`, Ctrl+K) and the panel's first focus. */
  inputRef?: Ref<HTMLInputElement>;
  /** 'header': a field on the dark header with a floating popup; 'panel': the phone's search panel. */
  variant?: 'header' | 'panel';
  /** Told when a choice has been opened (the phone's panel closes). */
  onOpened?: () => void;
  /** What the header's stand-in held when this took its place: its text, and whether it had the focus. */
  takeOver?: { text: string; focused: boolean };
}

/**
 * The portal's search box: the combobox of WAI-ARIA APG with a listbox popup. Results come as the
 * reader types (debounced; a search typed past is cancelled), grouped by kind with each group's
 * count, the matched words marked. Down and Up move the active option (aria-activedescendant; focus
 * stays in the box), Enter opens it (or, with none active, the full results page), Escape closes the
 * popup and then clears the box, Tab leaves. The last option opens the full results page.
 */
export function SearchCombobox({ inputRef, variant = 'header', onOpened, takeOver }: SearchComboboxProps) {
  const id = useId();
  const listboxId = `${id}-listbox`;
  const navigate = useNavigate();
  const [text, setText] = useState(takeOver?.text ?? '');
  const [open, setOpen] = useState(takeOver?.focused ?? false);
  const input = useRef<HTMLInputElement | null>(null);
  const setInput = useCallback(
    (element: HTMLInputElement | null) => {
      input.current = element;
      if (typeof inputRef === 'function') inputRef(element);
      else if (inputRef) inputRef.current = element;
    },
    [inputRef],
  );
  const [active, setActive] = useState(-1);
  const typed = text.trim();
  const searched = useDebouncedValue(typed, TYPING_DEBOUNCE_MS);
  const request = useSearchRequest(searched, [], POPUP_LIMIT);
  const results = useQuery(searchQueryOptions(request));

  const answer = typed === '' ? undefined : results.data;
  const groups = answer ? groupResults(answer.results, answer.counts) : [];
  const seeAll: Choice = { id: `${id}-all`, href: searchPageHref(typed) };
  const choices: Choice[] = [
    ...groups.flatMap((group) => group.results.map((result, index) => resultChoice(id, result, index))),
    seeAll,
  ];
  const expanded = open && typed !== '';
  const activeChoice = expanded ? choices[active] : undefined;
  const searching = typed !== '' && (typed !== searched || results.isFetching);
  const total = answer ? Object.values(answer.counts).reduce((sum, count) => sum + count, 0) : 0;

  // Taking the stand-in's place: the focus and the caret come along.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as it takes the stand-in's place
  useLayoutEffect(() => {
    const box = input.current;
    if (!takeOver?.focused || !box) return;
    box.focus();
    box.setSelectionRange(box.value.length, box.value.length);
  }, []);

  useEffect(() => {
    if (activeChoice) document.getElementById(activeChoice.id)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeChoice]);

  function close() {
    setOpen(false);
    setActive(-1);
  }

  function choose(choice: Choice) {
    close();
    setText('');
    // The page it opens takes the focus (app/layout's focus after navigation), not the emptied box.
    input.current?.blur();
    navigate(choice.href);
    onOpened?.();
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const count = choices.length;
    switch (event.key) {
      case 'ArrowDown':
        if (typed === '') return;
        event.preventDefault();
        setOpen(true);
        setActive(expanded ? (active + 1) % count : 0);
        return;
      case 'ArrowUp':
        if (typed === '') return;
        event.preventDefault();
        setOpen(true);
        setActive(expanded && active > 0 ? active - 1 : count - 1);
        return;
      case 'Enter':
        if (typed === '') return;
        event.preventDefault();
        choose(activeChoice ?? seeAll);
        return;
      case 'Escape':
        if (expanded) {
          event.preventDefault();
          close();
        } else if (text !== '') {
          event.preventDefault();
          setText('');
        }
        return;
      case 'Tab':
        close();
        return;
      default:
    }
  }

  const status = !expanded
    ? ''
    : searching && !answer
      ? 'Searching…'
      : results.isError
        ? 'The search could not be completed. Open all results to try again.'
        : answer
          ? total === 0
            ? `No results for '${typed}'.`
            : `${total} ${total === 1 ? 'result' : 'results'} for '${typed}'.`
          : '';

  return (
    <div className={variant === 'panel' ? `${styles.combobox} ${styles.panelCombobox}` : styles.combobox}>
      <label htmlFor={`${id}-input`} className="visually-hidden">
        Search the portal
      </label>
      <div className={styles.field}>
        <Search aria-hidden="true" className={styles.fieldIcon} />
        <input
          ref={setInput}
          id={`${id}-input`}
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
          aria-expanded={expanded}
          aria-controls={listboxId}
          aria-activedescendant={activeChoice?.id}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => setOpen(true)}
          onBlur={close}
          onKeyDown={onKeyDown}
        />
      </div>
      {/* Clicks inside the popup keep the focus in the box (mousedown would move it away). */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: only keeps the focus where it is */}
      <div
        className={styles.popup}
        hidden={!expanded}
        onMouseDown={(event) => event.preventDefault()}
        role="presentation"
      >
        {status ? (
          <p className={styles.popupStatus} aria-hidden="true">
            {status}
          </p>
        ) : null}
        <div id={listboxId} role="listbox" aria-label="Search results" className={styles.listbox}>
          {groups.length > 0 ? (
            <SearchOptions
              idPrefix={id}
              groups={groups}
              activeId={activeChoice?.id}
              onChoose={(href) => choose({ id: '', href })}
            />
          ) : null}
          {/* biome-ignore lint/a11y/useKeyWithClickEvents: the box's keys choose options (aria-activedescendant) */}
          <div
            id={seeAll.id}
            role="option"
            tabIndex={-1}
            aria-selected={activeChoice?.id === seeAll.id}
            className={`${styles.option} ${styles.seeAll}`}
            onClick={() => choose(seeAll)}
          >
            <span className={styles.optionText}>See all results for '{typed}'</span>
            <ArrowRight aria-hidden="true" className={styles.optionIcon} />
          </div>
        </div>
      </div>
      <p role="status" className="visually-hidden">
        {status}
      </p>
    </div>
  );
}

function resultChoice(id: string, result: SearchResult, index: number): Choice {
  return { id: optionId(id, result, index), href: result.href };
}
