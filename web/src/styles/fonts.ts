// The faces of the body and heading fonts (Inter, Outfit), as a chunk of their own: loaded by
// main.tsx once the first screen is done (lib/first-screen.ts, decision 042).
import '@fontsource-variable/inter';
import '@fontsource-variable/outfit';
