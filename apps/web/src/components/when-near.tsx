import { useState, type ReactNode } from 'react';
import { useOnVisible } from '@/hooks/use-on-visible';

/**
 * A section below the fold, drawn (and its data asked for) once it comes within `margin` of the
 * screen rather than with the page: a phone's first seconds go to what is on screen. Drawn pages
 * (decision 037) leave the spot empty as the browser does at first; without IntersectionObserver
 * the section is drawn at once.
 */
export function WhenNear({ children, margin = 800 }: { children: ReactNode; margin?: number }) {
  const [near, setNear] = useState(
    () => typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined',
  );
  const spot = useOnVisible(() => setNear(true), {
    enabled: !near,
    rootMargin: `${margin}px 0px`,
  });
  if (near) return children;
  return <div ref={spot} aria-hidden />;
}
