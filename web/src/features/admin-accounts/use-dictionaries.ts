import { useEffect, useState } from 'react';
import { api } from '../../api/client.ts';
import { pickName, type Language } from '../../i18n/i18n.ts';

export interface DictEntry {
  value: number;
  label: string;
  labelEn: string;
}
export type Dictionaries = Record<string, readonly DictEntry[]>;

let loaded: Promise<Dictionaries> | null = null;

/** The account labels come from the common dictionaries (SPEC section 3; all of them, a few KB), asked for once. */
export const useDictionaries = () => {
  const [dictionaries, setDictionaries] = useState<Dictionaries | null>(null);
  useEffect(() => {
    let live = true;
    loaded ??= api.common.dictList().catch((error: unknown) => {
      loaded = null;
      throw error;
    });
    loaded.then((value) => live && setDictionaries(value)).catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  return dictionaries;
};

/** A value's label in the user's language; the number itself while the dictionaries load. */
export const dictLabel = (dictionaries: Dictionaries | null, type: string, value: number, language: Language) => {
  const entry = dictionaries?.[type]?.find((item) => item.value === value);
  return entry ? pickName(language, entry.label, entry.labelEn) : String(value);
};
