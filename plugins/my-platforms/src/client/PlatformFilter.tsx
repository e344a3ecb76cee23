import React, {useEffect, useState, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {CHANGE_EVENT, chosenPlatforms} from '../choice';

/** The reader's platforms, read after hydration (the server knows none) and kept up to date. */
export function useChosenPlatforms(): string[] {
  const [chosen, setChosen] = useState<string[]>([]);
  useEffect(() => {
    const read = () => setChosen(chosenPlatforms());
    read();
    window.addEventListener(CHANGE_EVENT, read);
    return () => window.removeEventListener(CHANGE_EVENT, read);
  }, []);
  return chosen;
}

export type Props = {readonly platforms: readonly string[]; readonly checked: boolean; readonly onChange: (checked: boolean) => void; readonly className?: string};

/** Search's option to leave out pages that do not work on the reader's platforms; shown only to readers who chose some. */
export default function PlatformFilter({platforms, checked, onChange, className}: Props): ReactNode {
  if (platforms.length === 0) return null;
  return (
    <label className={className}>
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />{' '}
      {translate({id: 'site.platforms.searchFilter', message: '只看在我的平台能用的页面', description: 'Search option: leave out pages that do not work on the chosen platforms'})}
    </label>
  );
}
