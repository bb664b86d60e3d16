import { proxy, useSnapshot } from 'valtio';
import { languageState, useLanguage } from '../i18n/i18n.ts';
import { defaultUpColour, type UpColour } from '../lib/direction.ts';

export const UP_COLOUR_KEY = 'aisle.upColour';

const stored = (): UpColour | null => {
  try {
    const value = window.localStorage.getItem(UP_COLOUR_KEY);
    return value === 'red' || value === 'green' ? value : null;
  } catch {
    return null;
  }
};

/** The user's choice of colour for "up"; null follows the language (red in zh-CN, green in English). */
export const directionState = proxy({ upColour: stored() });

export const upColourFor = (choice: UpColour | null, language: Parameters<typeof defaultUpColour>[0]) =>
  choice ?? defaultUpColour(language);

export const currentUpColour = () => upColourFor(directionState.upColour, languageState.language);

export const setUpColour = (colour: UpColour) => {
  directionState.upColour = colour;
  try {
    window.localStorage.setItem(UP_COLOUR_KEY, colour);
  } catch {
    // the choice lasts for this page only
  }
};

export const toggleUpColour = () => setUpColour(currentUpColour() === 'red' ? 'green' : 'red');

export const useUpColour = (): UpColour => upColourFor(useSnapshot(directionState).upColour, useLanguage());
