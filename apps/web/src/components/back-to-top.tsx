import { ActionIcon, Transition } from '@mantine/core';
import { useWindowScroll } from '@mantine/hooks';
import { IconArrowUp } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './back-to-top.module.css';

/** How far down (in screen heights) the button appears: after a long scroll, not a short one. */
const SHOW_AFTER_SCREENS = 2;

/** «Наверх»: a round button after a long scroll (the catalogue's endless list) that goes back up. */
export function BackToTop() {
  const { t } = useTranslation();
  const [scroll, scrollTo] = useWindowScroll();
  const [threshold, setThreshold] = useState(() =>
    // Drawn on the server (decision 037): no window, and no button until a scroll anyway.
    typeof window === 'undefined' ? Infinity : window.innerHeight * SHOW_AFTER_SCREENS,
  );
  useEffect(() => {
    const onResize = () => setThreshold(window.innerHeight * SHOW_AFTER_SCREENS);
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);

  return (
    <Transition transition="slide-up" mounted={scroll.y > threshold}>
      {(style) => (
        <ActionIcon
          style={style}
          className={classes.button}
          size={48}
          radius="xl"
          color="wine"
          variant="filled"
          aria-label={t('backToTop.label')}
          onClick={() => {
            scrollTo({ y: 0 });
            // Keyboard and screen reader users land at the top too.
            const main = document.getElementById('main');
            if (main) {
              if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1');
              main.focus({ preventScroll: true });
            }
          }}
        >
          <IconArrowUp size={22} stroke={2} />
        </ActionIcon>
      )}
    </Transition>
  );
}
