// The faces of the body and heading fonts (Inter, Outfit), as a chunk of their own: loaded by
// app/web-fonts.ts once the first page has painted (decision 042).
import '@fontsource-variable/inter';
import '@fontsource-variable/outfit';
