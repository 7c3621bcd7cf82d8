import { createContext, useContext } from 'react';

/**
 * What a render outside a browser (renderToString: the build's start shells, src/app/start) takes
 * the visitor's screen and session to be; in a browser, matchMedia and the session answer instead.
 */
export interface RenderAssumptions {
  /** The viewport's width in CSS pixels (none: every width query is false). */
  viewportWidth?: number;
  signedIn: boolean;
}

export const RenderAssumptionsContext = createContext<RenderAssumptions>({ signedIn: false });

export const useRenderAssumptions = (): RenderAssumptions => useContext(RenderAssumptionsContext);
