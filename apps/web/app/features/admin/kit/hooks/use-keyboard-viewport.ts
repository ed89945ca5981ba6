import { useEffect } from 'react';

const resizesContent = 'interactive-widget=resizes-content';

// With the on-screen keyboard up, the admin's editors must stay above it. Chrome shrinks the layout (and dvh) when
// the viewport asks it to (interactive-widget), which the admin does while it is shown, not on the public pages;
// browsers that ignore it (Safari) get the visible height as --admin-visible-height from the VisualViewport.
export function useKeyboardViewport(): void {
  useEffect(() => {
    const meta = document.querySelector<HTMLMetaElement>('meta[name="viewport"]');
    const before = meta?.content ?? null;
    if (meta && before && !before.includes('interactive-widget')) meta.content = `${before}, ${resizesContent}`;
    const viewport = window.visualViewport;
    const root = document.documentElement;
    const follow = () => viewport && root.style.setProperty('--admin-visible-height', `${Math.round(viewport.height)}px`);
    follow();
    viewport?.addEventListener('resize', follow);
    return () => {
      viewport?.removeEventListener('resize', follow);
      root.style.removeProperty('--admin-visible-height');
      if (meta && before !== null) meta.content = before;
    };
  }, []);
}
