import {useEffect, useState} from 'react';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';

/** True from the first time the phone menu opens: what it shows is rendered then, and kept. */
export function useMobileMenuOpened(): boolean {
  const {shown} = useNavbarMobileSidebar();
  const [opened, setOpened] = useState(shown);
  useEffect(() => {
    if (shown) setOpened(true);
  }, [shown]);
  return shown || opened;
}
