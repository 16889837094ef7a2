import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

/** Within this many pixels of the end, the reader counts as being at the newest message. */
const NEAR_BOTTOM_PX = 96;

function isNearBottom(): boolean {
  const root = document.documentElement;
  return window.innerHeight + window.scrollY >= root.scrollHeight - NEAR_BOTTOM_PX;
}

function scrollToBottom(behavior: ScrollBehavior = 'auto'): void {
  window.scrollTo({ top: document.documentElement.scrollHeight, behavior });
}

export interface StickToBottom {
  /** Something new arrived while the reader was scrolled up: offer to jump to it. */
  hasNewBelow: boolean;
  jumpToNewest: () => void;
}

/**
 * Keeps the newest message in view (issue 14): whenever `revision` changes (a message, a streamed piece), the page
 * scrolls to its end unless the reader has scrolled up; then `hasNewBelow` is set instead, until they come back down.
 */
export function useStickToBottom(revision: string): StickToBottom {
  const isFollowing = useRef(true);
  const [hasNewBelow, setHasNewBelow] = useState(false);

  useEffect(() => {
    const onScroll = () => {
      isFollowing.current = isNearBottom();
      if (isFollowing.current) setHasNewBelow(false);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  useLayoutEffect(() => {
    if (isFollowing.current) scrollToBottom();
    else setHasNewBelow(true);
  }, [revision]);

  const jumpToNewest = useCallback(() => {
    isFollowing.current = true;
    setHasNewBelow(false);
    scrollToBottom('smooth');
  }, []);

  return { hasNewBelow, jumpToNewest };
}
