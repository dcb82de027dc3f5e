import { useEffect, useState } from 'react';

/** SPEC §10: below 768 px the chat is full screen and shows one pane at a time. */
export const MOBILE_QUERY = '(max-width: 767.98px)';

export function useNarrow(): boolean {
  const [narrow, setNarrow] = useState(() => window.matchMedia(MOBILE_QUERY).matches);
  useEffect(() => {
    const query = window.matchMedia(MOBILE_QUERY);
    const update = () => setNarrow(query.matches);
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return narrow;
}
