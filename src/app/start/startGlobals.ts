// Where index.html's start scripts (startScript.ts) leave what they made for the app on `window`:
// the one place the start passes data through globals, read only by src/app/start. No imports:
// the build's start plugin reads these names too.

/** The GETs the start sent, for the API client's transport (earlyAnswers.ts). */
export const EARLY_CALLS = '__earlyCalls';

/** The route's shell, for showShell. */
export const START_SHELL = '__startShell';

/** The promise that the app's stylesheet is in (or failed), which the app's first render waits for. */
export const STYLESHEET_LOADED = '__stylesheetLoaded';
