import { MESSAGES, type User } from '@portal/domain';
import type { DirectoryItem } from '@portal/domain/schemas';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../app/providers';
import { LoginOverlay } from '../../features/auth/components/LoginOverlay';
import { directoryItem } from '../../test/factories';
import { demoUser, makeToken, signInWith, testQueryClient } from '../../test/utils';
import { browser } from './api/download';
import { DirectoryListing, type DirectoryListingProps } from './DirectoryListing';
import {
  addMoving,
  ancestorTrail,
  canOpen,
  heroTrail,
  openFolderTrail,
  planMove,
  removeMoving,
  renamedName,
  renamePrefill,
  sortItems,
} from './rules';

/* ---------- a small tree behind a fake fetch (the only thing mocked) ---------- */

const item = directoryItem;

const logos = item({ id: 2, name: 'Logos', type: 'folder', hasChildren: true, items: 2 });
const brand = item({ id: 3, name: 'Brand', type: 'folder', hasChildren: false, items: 0 });
const campaigns = item({
  id: 4,
  name: 'Campaigns',
  type: 'folder',
  hasChildren: true,
  items: 1,
  isHero: true,
});
const bImage = item({ id: 10, name: 'b.png', type: 'image' });
const aImage = item({ id: 11, name: 'a.png', type: 'image' });
const guide = item({ id: 12, name: 'Guide.pdf', type: 'file' });
const logoMark = item({ id: 20, name: 'Mark.png', type: 'image', parentId: 2 });
const logoWord = item({ id: 21, name: 'Wordmark.svg', type: 'image', parentId: 2 });
const summer = item({ id: 30, name: 'Summer', type: 'folder', parentId: 4, hasChildren: true, items: 1 });
const poster = item({ id: 40, name: 'Poster.jpg', type: 'image', parentId: 30 });

/** Server order on purpose: not sorted, so the listing's own sorting shows. */
const TREE: Record<string, DirectoryItem> = {
  root: item({
    id: 1,
    name: 'Resource Library',
    type: 'folder',
    parentId: null,
    hasChildren: true,
    items: 7,
    children: [guide, bImage, logos, aImage, brand, campaigns],
  }),
  '2': { ...logos, children: [logoWord, logoMark] },
  '3': { ...brand, children: [] },
  '4': { ...campaigns, children: [summer] },
  '30': { ...summer, children: [poster] },
};

interface Answer {
  status?: number;
  data?: unknown;
  error?: string | null;
}

type Handler = (url: URL, init: RequestInit | undefined) => Answer | undefined;

const STATUS_NAMES: Record<number, string> = {
  200: 'OK',
  400: 'Bad Request',
  401: 'Unauthorized',
  404: 'Not Found',
};

function envelope({ status = 200, data = null, error = null }: Answer): Response {
  const ok = status < 400;
  return new Response(
    JSON.stringify({
      success: ok,
      data: ok ? data : null,
      status: { code: status, name: STATUS_NAMES[status] ?? 'Error' },
      error: ok ? null : error,
    }),
    { status, headers: { 'content-type': 'application/json' } },
  );
}

/** fetch for the whole app: the user, the globals, the tree; `extra` answers the calls a test is about. */
function fakeServer(user: User | null, extra: Handler = () => undefined) {
  const calls: { method: string; path: string; query: URLSearchParams; body: URLSearchParams | null }[] = [];
  const fn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body = init?.body instanceof URLSearchParams ? init.body : null;
    calls.push({ method, path: url.pathname, query: url.searchParams, body });
    const answer = extra(url, init);
    if (answer) return envelope(answer);
    if (url.pathname === '/api/user/active') {
      return user ? envelope({ data: user }) : envelope({ status: 401, error: MESSAGES.notLoggedIn });
    }
    if (url.pathname === '/api/globals/all')
      return envelope({ data: { enquiriesEmail: 'sales@example.test' } });
    if (url.pathname === '/api/asset/directory') {
      const folder = TREE[url.searchParams.get('id') ?? 'root'];
      return folder
        ? envelope({ data: [folder] })
        : envelope({ status: 404, error: 'There is no folder with this id.' });
    }
    return envelope({ status: 404, error: 'Not found' });
  });
  vi.stubGlobal('fetch', fn);
  return {
    fn,
    calls,
    posts: (path: string) => calls.filter((call) => call.method === 'POST' && call.path === path),
    directoryIds: () =>
      calls
        .filter((call) => call.path === '/api/asset/directory')
        .map((call) => call.query.get('id') ?? 'root'),
  };
}

const customer = demoUser();
const sa = demoUser({ id: 1, email: 'sa@demo.test', userType: 'igt', userGroup: 'SA', firstName: 'Sophie' });
const guest = demoUser({ id: 9, userType: 'guest', userGroup: 'guest', isGuest: true, guestSlug: 'g-1' });

function renderListing(props: DirectoryListingProps = {}) {
  const client = testQueryClient();
  const element = (
    <>
      <DirectoryListing {...props} />
      <LoginOverlay />
    </>
  );
  const router = createMemoryRouter([{ path: '*', element }], {
    initialEntries: ['/asset-manager'],
  });
  const utils = render(
    <AppProviders client={client}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...utils, client, user: userEvent.setup() };
}

/** The names of the rows, in the order shown. */
function rowNames(): string[] {
  const table = screen.getByRole('table');
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.querySelector('[title]')?.getAttribute('title') ?? '');
}

function row(name: string): HTMLElement {
  const found = within(screen.getByRole('table'))
    .getAllByRole('row')
    .find(
      (candidate) =>
        candidate.querySelector(`[title="${name}"]`) ||
        candidate.querySelector(`input[aria-label="New name for ${name}"]`),
    );
  if (!found) throw new Error(`no row ${name}`);
  return found;
}

async function currentFolder(name: string) {
  const path = await screen.findByRole('navigation', { name: 'Folder path' });
  await waitFor(() => expect(within(path).getByText(name).closest('[aria-current="page"]')).not.toBeNull());
}

/** The names in the folder path, root first. */
function folderTrail(): (string | null)[] {
  const path = screen.getByRole('navigation', { name: 'Folder path' });
  return within(path)
    .getAllByRole('listitem')
    .map((li) => li.textContent);
}

async function rowsLoaded() {
  await screen.findByRole('table');
  await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
}

/** The listing for a customer, GET /api/asset/{assetId} answering `answer`, with navigation spied on. */
async function listingAnswering(assetId: number, answer: Answer, props: DirectoryListingProps = {}) {
  const navigate = vi.spyOn(browser, 'navigate').mockImplementation(() => {});
  fakeServer(customer, (url) => (url.pathname === `/api/asset/${assetId}` ? answer : undefined));
  const { user } = renderListing(props);
  await rowsLoaded();
  return { user, navigate };
}

// jsdom lays nothing out; the virtualiser needs a viewport to place rows in.
const sizes = {
  clientHeight: Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight'),
  clientWidth: Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientWidth'),
};
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 800 });
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 1000 });
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
  globalThis.IntersectionObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  } as unknown as typeof IntersectionObserver;
});
afterAll(() => {
  if (sizes.clientHeight) Object.defineProperty(HTMLElement.prototype, 'clientHeight', sizes.clientHeight);
  if (sizes.clientWidth) Object.defineProperty(HTMLElement.prototype, 'clientWidth', sizes.clientWidth);
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

/* ---------- rules ---------- */

describe('trail rules', () => {
  const root = { id: 1, name: 'Root' };
  const a = { id: 2, name: 'A' };
  const b = { id: 3, name: 'B' };

  it('starts at root, appends an opened folder, truncates to an ancestor', () => {
    const trail = openFolderTrail(openFolderTrail([root], a), b);
    expect(trail).toEqual([root, a, b]);
    expect(ancestorTrail(trail, 0)).toEqual([root]);
    expect(ancestorTrail(trail, 1)).toEqual([root, a]);
    expect(ancestorTrail(trail, 2)).toEqual(trail);
  });

  it('resets to root plus a hero folder', () => {
    expect(heroTrail([root, a, b], { id: 9, name: 'Hero' })).toEqual([root, { id: 9, name: 'Hero' }]);
    expect(heroTrail([root], root)).toEqual([root]);
  });

  it('never opens a folder being renamed, nor a file', () => {
    expect(canOpen({ id: 2, type: 'folder' }, null)).toBe(true);
    expect(canOpen({ id: 2, type: 'folder' }, 2)).toBe(false);
    expect(canOpen({ id: 2, type: 'folder' }, 3)).toBe(true);
    expect(canOpen({ id: 5, type: 'file' }, null)).toBe(false);
  });
});

describe('sorting rules', () => {
  const items = [
    { name: 'b.png', type: 'image' as const },
    { name: 'Logo 10', type: 'folder' as const },
    { name: 'a.png', type: 'image' as const },
    { name: 'Logo 2', type: 'folder' as const },
  ];

  it('sorts by name ascending by default, folders first, numbers as people read them', () => {
    expect(sortItems(items, 'asc').map((i) => i.name)).toEqual(['Logo 2', 'Logo 10', 'a.png', 'b.png']);
  });

  it('reverses on desc and keeps the server order when disabled', () => {
    expect(sortItems(items, 'desc').map((i) => i.name)).toEqual(['Logo 10', 'Logo 2', 'b.png', 'a.png']);
    expect(sortItems(items, 'asc', true).map((i) => i.name)).toEqual(items.map((i) => i.name));
  });
});

describe('move-list rules', () => {
  it('collects each item once and cancels one at a time', () => {
    let list = addMoving([], { id: 5, name: 'x', type: 'file' }, 1);
    list = addMoving(list, { id: 5, name: 'x', type: 'file' }, 1);
    list = addMoving(list, { id: 6, name: 'y', type: 'folder' }, 2);
    expect(list.map((entry) => entry.id)).toEqual([5, 6]);
    expect(removeMoving(list, 5).map((entry) => entry.id)).toEqual([6]);
  });

  it('skips items already in the target folder', () => {
    const list = [
      { id: 5, name: 'x', type: 'file' as const, fromFolderId: 1 },
      { id: 6, name: 'y', type: 'file' as const, fromFolderId: 2 },
    ];
    expect(planMove(list, 1)).toEqual({ ids: [6], skipped: [5] });
    expect(planMove(list.slice(0, 1), 1)).toEqual({ ids: [], skipped: [5] });
  });
});

describe('rename rules', () => {
  it('prefills without the extension and keeps it on the way back', () => {
    expect(renamePrefill({ name: 'Guide.v2.pdf', type: 'file' })).toBe('Guide.v2');
    expect(renamePrefill({ name: '.env', type: 'file' })).toBe('.env');
    expect(renamePrefill({ name: 'Logos', type: 'folder' })).toBe('Logos');
    expect(renamedName({ name: 'Guide.pdf', type: 'file' }, 'Manual')).toBe('Manual.pdf');
    expect(renamedName({ name: 'Guide.pdf', type: 'file' }, 'Manual.pdf')).toBe('Manual.pdf');
    expect(renamedName({ name: 'Logos', type: 'folder' }, ' Marks ')).toBe('Marks');
  });
});

/* ---------- the component ---------- */

// Many user events per test: a busy machine needs more than the default 5 s.
describe('DirectoryListing: permission', { timeout: 20_000 }, () => {
  it('shows a visitor the login message, Login and the enquiry link, and loads no folder', async () => {
    const server = fakeServer(null);
    renderListing();
    expect(await screen.findByText(MESSAGES.assetsNeedLogin)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('link', { name: MESSAGES.inquireAccount })).toHaveAttribute(
        'href',
        expect.stringMatching(/^mailto:sales@example\.test/),
      ),
    );
    expect(server.directoryIds()).toEqual([]);
  });

  it('shows a guest the same message; Login opens the login overlay', async () => {
    signInWith(makeToken({ guestSlug: 'g-1' }));
    fakeServer(guest);
    const { user } = renderListing();
    await user.click(await screen.findByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('dialog', { name: MESSAGES.loginTitle })).toBeInTheDocument();
  });
});

describe('DirectoryListing: browsing', { timeout: 20_000 }, () => {
  beforeEach(() => signInWith(makeToken()));

  it('lists root sorted by name, opens a folder, and goes back up through the breadcrumb', async () => {
    fakeServer(customer);
    const { user } = renderListing();
    await currentFolder('Root');
    await rowsLoaded();
    expect(rowNames()).toEqual(['Brand', 'Campaigns', 'Logos', 'a.png', 'b.png', 'Guide.pdf']);
    expect(
      within(screen.getByRole('table'))
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Name', 'Items', 'Action']);

    await user.click(screen.getByRole('button', { name: 'Logos' }));
    await currentFolder('Logos');
    await waitFor(() => expect(rowNames()).toEqual(['Mark.png', 'Wordmark.svg']));

    await user.click(
      within(screen.getByRole('navigation', { name: 'Folder path' })).getByRole('button', { name: 'Root' }),
    );
    await currentFolder('Root');
  });

  it('toggles the name order on the Name header', async () => {
    fakeServer(customer);
    const { user } = renderListing();
    await rowsLoaded();
    const header = screen.getByRole('columnheader', { name: /Name/ });
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    await user.click(within(header).getByRole('button', { name: /Name/ }));
    expect(header).toHaveAttribute('aria-sort', 'descending');
    expect(rowNames()).toEqual(['Logos', 'Campaigns', 'Brand', 'Guide.pdf', 'b.png', 'a.png']);
  });

  it('keeps the server order at root when root sorting is disabled, and sorts below it', async () => {
    fakeServer(customer);
    const { user } = renderListing({ disableRootSorting: true });
    await rowsLoaded();
    expect(rowNames()).toEqual(['Guide.pdf', 'b.png', 'Logos', 'a.png', 'Brand', 'Campaigns']);
    expect(screen.queryByRole('button', { name: /^Name/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Logos' }));
    await waitFor(() => expect(rowNames()).toEqual(['Mark.png', 'Wordmark.svg']));
    expect(screen.getByRole('button', { name: /^Name/ })).toBeInTheDocument();
  });

  it('prefetches subfolders that have children, but not at root when counts are hidden there', async () => {
    const server = fakeServer(customer);
    const first = renderListing();
    await rowsLoaded();
    await waitFor(() => expect(server.directoryIds()).toEqual(expect.arrayContaining(['2', '4'])));
    expect(server.directoryIds()).not.toContain('3'); // no children: nothing to fetch
    first.unmount();

    const quiet = fakeServer(customer);
    renderListing({ hideCountsAtRoot: true });
    await rowsLoaded();
    expect(within(row('Logos')).getAllByRole('cell')[1]).toHaveTextContent('');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(quiet.directoryIds()).toEqual(['root']);
  });

  it('opens a preselected folder with the path to it', async () => {
    fakeServer(customer);
    renderListing({ folderId: 30, rootLabel: 'Library' });
    await currentFolder('Summer');
    expect(folderTrail()).toEqual(['Library', 'Campaigns', 'Summer']);
  });

  it('resets the trail to root plus the hero folder', async () => {
    fakeServer(customer);
    const { user } = renderListing({ folderId: 30 });
    await currentFolder('Summer');
    const heroes = screen.getByRole('navigation', { name: 'Featured folders' });
    await user.click(within(heroes).getByRole('button', { name: /Campaigns/ }));
    await currentFolder('Campaigns');
    expect(folderTrail()).toEqual(['Root', 'Campaigns']);
  });

  it('previews the folder images starting at the clicked one, and goes back', async () => {
    fakeServer(customer);
    const { user } = renderListing();
    await rowsLoaded();
    await user.click(screen.getByRole('button', { name: 'b.png' }));
    const dialog = await screen.findByRole('dialog', { name: 'b.png' });
    expect(within(dialog).getByText('2 / 2')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Download' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Go Back' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('downloads through GET /api/asset/{id}, then sends the browser to the download address', async () => {
    const { user, navigate } = await listingAnswering(
      12,
      { data: { id: 12, isZip: false } },
      { showDownloadAll: true },
    );
    await user.click(screen.getByRole('button', { name: 'Download Guide.pdf' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/download/asset/12'));
  });

  it('downloads the current folder as a zip from the bar when enabled', async () => {
    const { user, navigate } = await listingAnswering(
      1,
      { data: { id: 1, isZip: true } },
      { showDownloadAll: true },
    );
    await user.click(screen.getByRole('button', { name: 'Download current folder' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/download/asset/zip/1'));
  });

  it('offers no bar download in read-only mode unless enabled, nor in an empty folder', async () => {
    fakeServer(customer);
    const { user } = renderListing();
    await rowsLoaded();
    expect(screen.queryByRole('button', { name: 'Download current folder' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Actions for/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Brand' }));
    expect(await screen.findByText('This folder is empty')).toBeInTheDocument();
  });

  it('shows a failed download as a danger alert with the server message', async () => {
    const { user, navigate } = await listingAnswering(12, {
      status: 404,
      error: 'There is no item with this id.',
    });
    await user.click(screen.getByRole('button', { name: 'Download Guide.pdf' }));
    expect(await screen.findByText('There is no item with this id.')).toBeInTheDocument();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('names an icon-only download in SPEC’s tooltip when the pointer rests on it', async () => {
    const { user } = await listingAnswering(12, { status: 404, error: 'There is no item with this id.' });
    const download = screen.getByRole('button', { name: 'Download Guide.pdf' });
    await user.hover(download);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Download');
  });

  it('only logs a failed folder load', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    fakeServer(customer, (url) =>
      url.pathname === '/api/asset/directory'
        ? { status: 404, error: 'There is no folder with this id.' }
        : undefined,
    );
    renderListing();
    expect(
      await screen.findByText('Nothing to show here right now', {}, { timeout: 4000 }),
    ).toBeInTheDocument();
    expect(screen.queryByText('There is no folder with this id.')).toBeNull();
    expect(warn).toHaveBeenCalled();
  });
});

describe('DirectoryListing: a folder not made yet', { timeout: 20_000 }, () => {
  beforeEach(() => signInWith(makeToken()));

  it('tells a caller whose own folder has not been made that files will appear, and logs no failure', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const server = fakeServer(customer, (url) =>
      url.pathname === '/api/asset/user/directory' ? { data: [] } : undefined,
    );
    renderListing({ kind: 'user', label: 'Your folder' });
    expect(await screen.findByText('No files shared with you yet')).toBeInTheDocument();
    expect(
      screen.getByText('Files your account manager shares with you will be listed here.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByText('Nothing to show here right now')).toBeNull();
    expect(server.calls.filter((call) => call.path === '/api/asset/user/directory')).toHaveLength(1);
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('DirectoryListing: edit mode', { timeout: 20_000 }, () => {
  beforeEach(() => signInWith(makeToken()));

  async function openMenu(user: ReturnType<typeof userEvent.setup>, name: string) {
    await user.click(screen.getByRole('button', { name: `Actions for ${name}` }));
    return screen.findByRole('menu');
  }

  it('offers Download, Rename, Move and Delete on each row', async () => {
    fakeServer(sa);
    const { user } = renderListing({ readOnly: false });
    await rowsLoaded();
    const menu = await openMenu(user, 'Guide.pdf');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((entry) => entry.textContent?.trim()),
    ).toEqual(['Download', 'Rename', 'Move', 'Delete']);
  });

  it('prefills the rename box without the extension, and sends the name with it', async () => {
    const server = fakeServer(sa, (url) =>
      url.pathname === '/api/asset/rename' ? { data: { ...guide, name: 'Manual.pdf' } } : undefined,
    );
    const { user } = renderListing({ readOnly: false });
    await rowsLoaded();
    await user.click(within(await openMenu(user, 'Guide.pdf')).getByRole('menuitem', { name: 'Rename' }));
    const box = await screen.findByRole('textbox', { name: 'New name for Guide.pdf' });
    expect(box).toHaveValue('Guide');
    expect(screen.getByText('.pdf')).toBeInTheDocument();
    await user.clear(box);
    await user.type(box, 'Manual');
    await user.click(screen.getByRole('button', { name: 'Confirm rename' }));
    await waitFor(() => expect(server.posts('/api/asset/rename')).toHaveLength(1));
    const body = server.posts('/api/asset/rename')[0]?.body;
    expect(body?.get('id')).toBe('12');
    expect(body?.get('name')).toBe('Manual.pdf');
    await waitFor(() => expect(screen.queryByRole('textbox', { name: /New name/ })).toBeNull());
  });

  it('cancels a rename without a call, and never opens a folder being renamed', async () => {
    const server = fakeServer(sa);
    const { user } = renderListing({ readOnly: false });
    await rowsLoaded();
    await user.click(within(await openMenu(user, 'Logos')).getByRole('menuitem', { name: 'Rename' }));
    const box = await screen.findByRole('textbox', { name: 'New name for Logos' });
    expect(box).toHaveValue('Logos');
    await user.click(row('Logos'));
    await currentFolder('Root');
    await user.click(screen.getByRole('button', { name: 'Cancel rename' }));
    expect(screen.queryByRole('textbox', { name: /New name/ })).toBeNull();
    expect(server.posts('/api/asset/rename')).toHaveLength(0);
  });

  it('refuses an invalid new folder name with no call, focusing the box after 100 ms', async () => {
    const server = fakeServer(sa);
    const { user } = renderListing({ readOnly: false });
    await rowsLoaded();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await user.click(screen.getByRole('button', { name: 'New folder' }));
    const box = screen.getByRole('textbox', { name: 'Folder name' });
    expect(box).not.toHaveFocus();
    await act(async () => {
      vi.advanceTimersByTime(100);
    });
    expect(box).toHaveFocus();
    vi.useRealTimers();
    for (const bad of ['bad.name', 'a/b', '   ', 'what?']) {
      await user.clear(box);
      if (bad.trim()) await user.type(box, bad);
      await user.click(screen.getByRole('button', { name: 'Create' }));
      expect(await screen.findByText(MESSAGES.invalidFolderName)).toBeInTheDocument();
    }
    expect(server.posts('/api/asset/create/folder')).toHaveLength(0);
  });

  it('creates a folder and closes the form, also when the call fails (with its alert)', async () => {
    const server = fakeServer(sa, (url, init) => {
      if (url.pathname !== '/api/asset/create/folder') return undefined;
      const name = init?.body instanceof URLSearchParams ? init.body.get('name') : null;
      return name === 'Taken'
        ? { status: 400, error: "There is already an item named 'Taken' in this folder." }
        : { data: item({ id: 99, name: String(name), type: 'folder' }) };
    });
    const { user } = renderListing({ readOnly: false });
    await rowsLoaded();
    await user.click(screen.getByRole('button', { name: 'New folder' }));
    await user.type(screen.getByRole('textbox', { name: 'Folder name' }), 'Press kit');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Folder name' })).toBeNull());
    expect(server.posts('/api/asset/create/folder')[0]?.body?.get('pid')).toBe('1');
    expect(server.posts('/api/asset/create/folder')[0]?.body?.get('name')).toBe('Press kit');

    await user.click(screen.getByRole('button', { name: 'New folder' }));
    await user.type(screen.getByRole('textbox', { name: 'Folder name' }), 'Taken');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(
      await screen.findByText("There is already an item named 'Taken' in this folder."),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Folder name' })).toBeNull();
  });

  it('collects items to move, cancels one, skips those already there, and moves the rest', async () => {
    const onMoved = vi.fn();
    const server = fakeServer(sa, (url) =>
      url.pathname === '/api/asset/move' ? { data: [{ ...guide, parentId: 2 }] } : undefined,
    );
    const { user } = renderListing({ readOnly: false, onMoved });
    await rowsLoaded();
    await user.click(within(await openMenu(user, 'Guide.pdf')).getByRole('menuitem', { name: 'Move' }));
    await user.click(within(await openMenu(user, 'a.png')).getByRole('menuitem', { name: 'Move' }));
    const bar = screen.getByRole('region', { name: 'Items to move' });
    expect(within(bar).getByRole('button', { name: 'Move 2 item(s) here' })).toBeInTheDocument();
    expect(within(row('a.png')).getByText('Moving')).toBeInTheDocument();

    await user.click(within(row('a.png')).getByRole('button', { name: 'Cancel moving a.png' }));
    expect(within(bar).getByRole('button', { name: 'Move 1 item(s) here' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Logos' }));
    await currentFolder('Logos');
    await user.click(screen.getByRole('button', { name: 'Move 1 item(s) here' }));
    await waitFor(() => expect(server.posts('/api/asset/move')).toHaveLength(1));
    const body = server.posts('/api/asset/move')[0]?.body;
    expect(body?.get('ids')).toBe('12');
    expect(body?.get('parentId')).toBe('2');
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Items to move' })).toBeNull());
    expect(onMoved).toHaveBeenCalledWith(expect.objectContaining({ ids: [12], parentId: 2 }));
  });

  it('just clears the list when every item is already in the folder', async () => {
    const server = fakeServer(sa);
    const { user } = renderListing({ readOnly: false });
    await rowsLoaded();
    await user.click(within(await openMenu(user, 'Guide.pdf')).getByRole('menuitem', { name: 'Move' }));
    await user.click(screen.getByRole('button', { name: 'Move 1 item(s) here' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Items to move' })).toBeNull());
    expect(server.posts('/api/asset/move')).toHaveLength(0);
  });

  it('shows a failed move as a danger alert with the server message', async () => {
    fakeServer(sa, (url) =>
      url.pathname === '/api/asset/move'
        ? { status: 400, error: 'A folder cannot be moved into itself or a folder below it.' }
        : undefined,
    );
    const { user } = renderListing({ readOnly: false });
    await rowsLoaded();
    await user.click(within(await openMenu(user, 'Logos')).getByRole('menuitem', { name: 'Move' }));
    await user.click(screen.getByRole('button', { name: 'Logos' }));
    await currentFolder('Logos');
    await user.click(screen.getByRole('button', { name: 'Move 1 item(s) here' }));
    expect(
      await screen.findByText('A folder cannot be moved into itself or a folder below it.'),
    ).toBeInTheDocument();
  });

  it('asks before deleting, and deletes on confirmation', async () => {
    const server = fakeServer(sa, (url) =>
      url.pathname === '/api/asset/delete' ? { data: { id: 12 } } : undefined,
    );
    const { user } = renderListing({ readOnly: false });
    await rowsLoaded();
    await user.click(within(await openMenu(user, 'Guide.pdf')).getByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: /Delete file “Guide.pdf”\?/ });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(server.posts('/api/asset/delete')).toHaveLength(0);

    await user.click(within(await openMenu(user, 'Guide.pdf')).getByRole('menuitem', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(server.posts('/api/asset/delete')).toHaveLength(1));
    expect(server.posts('/api/asset/delete')[0]?.body?.get('id')).toBe('12');
  });

  it('offers the bar download in edit mode only when the folder has children', async () => {
    fakeServer(sa);
    const { user } = renderListing({ readOnly: false });
    await rowsLoaded();
    expect(screen.getByRole('button', { name: 'Download current folder' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Brand' }));
    await screen.findByText('This folder is empty');
    expect(screen.queryByRole('button', { name: 'Download current folder' })).toBeNull();
  });
});
