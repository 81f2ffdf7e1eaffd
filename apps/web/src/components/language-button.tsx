import { lazy, Suspense, useState } from 'react';
import { LanguageTrigger } from './language-trigger';

const loadMenu = () => import('./language-menu');
const LanguageMenu = lazy(loadMenu);

/**
 * A compact language menu for headers without an account menu (guests). Mantine's Menu (with
 * floating-ui) is loaded when the button is first pointed at, focused or pressed, not with the
 * landing, whose JavaScript is kept small; the menu then opens where the button was, focused.
 */
export function LanguageButton() {
  const [wanted, setWanted] = useState(false);
  const trigger = (
    <LanguageTrigger
      onClick={() => setWanted(true)}
      onPointerEnter={() => void loadMenu()}
      onFocus={() => void loadMenu()}
    />
  );
  if (!wanted) return trigger;
  return (
    <Suspense fallback={trigger}>
      <LanguageMenu />
    </Suspense>
  );
}
