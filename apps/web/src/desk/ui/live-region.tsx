import { useCallback, useState } from 'react';

/**
 * A polite status message for screen readers about something that happened where the user is not looking
 * (a block moved, a link removed). The region stays in the page so the message is read when it changes; a
 * counter makes a repeated message count as new.
 */
export function useAnnouncement() {
  const [announcement, setAnnouncement] = useState({ message: '', count: 0 });
  const announce = useCallback(
    (message: string) => setAnnouncement((current) => ({ message, count: current.count + 1 })),
    [],
  );
  return { announcement, announce };
}

export function LiveRegion({ announcement }: { announcement: { message: string; count: number } }) {
  return (
    <p role="status" className="sr-only">
      <span key={announcement.count}>{announcement.message}</span>
    </p>
  );
}
