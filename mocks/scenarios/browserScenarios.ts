import { getScenarios, SCENARIO_STORAGE_KEY, setScenarios, subscribeScenarios } from './scenarios';

/**
 * In the browser, scenarios survive a reload (sessionStorage, so one tab's faults never leak into
 * another) and can be set by a URL flag: ?scenario=slow,server-error:add-clip  (?scenario= clears).
 */
export function initBrowserScenarios(): void {
  const fromUrl = new URLSearchParams(window.location.search).get('scenario');
  const stored = sessionStorage.getItem(SCENARIO_STORAGE_KEY);
  setScenarios(fromUrl !== null ? fromUrl.split(',') : stored ? (JSON.parse(stored) as string[]) : []);
  const save = () => sessionStorage.setItem(SCENARIO_STORAGE_KEY, JSON.stringify(getScenarios()));
  save();
  subscribeScenarios(save);
}
