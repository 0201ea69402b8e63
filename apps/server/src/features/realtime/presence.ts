type Viewer = { id: string; name: string };

type SessionPresence = { viewer: Viewer; inquiryId: string | null; openStreams: number };

/**
 * Who is looking at which inquiry, kept per session in this process. A session counts only while it has an
 * open event stream, so closing the tab (or losing the network) takes its viewer away. Each change returns
 * the inquiries whose viewers changed, for the caller to announce.
 */
export function createPresenceRegistry() {
  const sessions = new Map<string, SessionPresence>();

  function viewersOf(inquiryId: string): Viewer[] {
    const viewers = new Map<string, Viewer>();
    for (const session of sessions.values()) {
      if (session.inquiryId === inquiryId && session.openStreams > 0)
        viewers.set(session.viewer.id, session.viewer);
    }
    return [...viewers.values()].sort((a, b) => a.name.localeCompare(b.name));
  }

  return {
    viewersOf,

    /** Every inquiry someone is viewing, for a stream that just opened. */
    all(): { inquiryId: string; viewers: Viewer[] }[] {
      const ids = new Set<string>();
      for (const session of sessions.values()) {
        if (session.inquiryId && session.openStreams > 0) ids.add(session.inquiryId);
      }
      return [...ids].map((inquiryId) => ({ inquiryId, viewers: viewersOf(inquiryId) }));
    },

    streamOpened(sessionId: string, viewer: Viewer): string[] {
      const session = sessions.get(sessionId) ?? { viewer, inquiryId: null, openStreams: 0 };
      session.openStreams += 1;
      sessions.set(sessionId, session);
      return session.openStreams === 1 && session.inquiryId ? [session.inquiryId] : [];
    },

    streamClosed(sessionId: string): string[] {
      const session = sessions.get(sessionId);
      if (!session) return [];
      session.openStreams -= 1;
      if (session.openStreams > 0) return [];
      sessions.delete(sessionId);
      return session.inquiryId ? [session.inquiryId] : [];
    },

    /** The session now views `inquiryId` (or nothing); a POST may come before its stream opens. */
    view(sessionId: string, viewer: Viewer, inquiryId: string | null): string[] {
      const session = sessions.get(sessionId) ?? { viewer, inquiryId: null, openStreams: 0 };
      const previous = session.inquiryId;
      session.inquiryId = inquiryId;
      session.viewer = viewer;
      sessions.set(sessionId, session);
      if (previous === inquiryId || session.openStreams === 0) return [];
      return [previous, inquiryId].filter((id): id is string => id !== null);
    },
  };
}

export type PresenceRegistry = ReturnType<typeof createPresenceRegistry>;
