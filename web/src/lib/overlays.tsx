import { createContext, type ReactNode, useContext, useMemo, useState } from 'react';

/**
 * SPEC §4 Overlays: the game demo, video id, game assets, tournaments demo and login form
 * open and close on state values. One provider holds them; the overlays read it.
 */
export interface OverlayState {
  demoGameId: number | null;
  videoId: string | null;
  /** What the video overlay is called (the game and the video's title); null for a plain 'Video'. */
  videoTitle: string | null;
  assetsGameId: number | null;
  tournamentsVisible: boolean;
  loginOpen: boolean;
  openDemo: (gameId: number) => void;
  closeDemo: () => void;
  openVideo: (videoId: string, title?: string) => void;
  closeVideo: () => void;
  openAssets: (gameId: number) => void;
  closeAssets: () => void;
  setTournamentsVisible: (visible: boolean) => void;
  openLogin: () => void;
  closeLogin: () => void;
}

const OverlayContext = createContext<OverlayState | null>(null);

export function OverlayStateProvider({ children }: { children: ReactNode }) {
  const [demoGameId, setDemoGameId] = useState<number | null>(null);
  const [videoId, setVideoId] = useState<string | null>(null);
  const [videoTitle, setVideoTitle] = useState<string | null>(null);
  const [assetsGameId, setAssetsGameId] = useState<number | null>(null);
  const [tournamentsVisible, setTournamentsVisible] = useState(false);
  const [loginOpen, setLoginOpen] = useState(false);

  const value = useMemo<OverlayState>(
    () => ({
      demoGameId,
      videoId,
      videoTitle,
      assetsGameId,
      tournamentsVisible,
      loginOpen,
      openDemo: setDemoGameId,
      closeDemo: () => setDemoGameId(null),
      openVideo: (id, title) => {
        setVideoTitle(title ?? null);
        setVideoId(id);
      },
      closeVideo: () => setVideoId(null),
      openAssets: setAssetsGameId,
      closeAssets: () => setAssetsGameId(null),
      setTournamentsVisible,
      openLogin: () => setLoginOpen(true),
      closeLogin: () => setLoginOpen(false),
    }),
    [demoGameId, videoId, videoTitle, assetsGameId, tournamentsVisible, loginOpen],
  );

  return <OverlayContext.Provider value={value}>{children}</OverlayContext.Provider>;
}

export function useOverlays(): OverlayState {
  const value = useContext(OverlayContext);
  if (!value) throw new Error('useOverlays must be used inside <OverlayStateProvider>');
  return value;
}
