import type { DeskMe } from '@sitedesk/shared/desk-api';
import type { Permission } from '@sitedesk/shared/permissions';
import { createContext, type ReactNode, useContext } from 'react';

type Session = { me: DeskMe; reload: () => void };

const SessionContext = createContext<Session | undefined>(undefined);

export function SessionProvider({ value, children }: { value: Session; children: ReactNode }) {
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

/** The signed-in staff member; only inside the signed-in part of the desk. */
export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession needs a signed-in desk.');
  return session;
}

/** Whether the signed-in member's role allows it (the server decides; this only hides what would fail). */
export function useCan(permission: Permission): boolean {
  return useSession().me.permissions.includes(permission);
}
