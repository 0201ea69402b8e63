import { formatMessage } from '@sitedesk/shared/messages/format';
import { useDeskI18n } from '../app/desk-i18n';
import { useSession } from '../session/session-context';
import { Avatar } from './avatar';

/** Who is looking at an inquiry right now: avatars for the eye, names for everyone. */
export function ViewerList({ viewers }: { viewers: { id: string; name: string }[] }) {
  const { t } = useDeskI18n();
  const { me } = useSession();
  // Oneself is not news: only the others are shown.
  const others = viewers.filter((viewer) => viewer.id !== me.id);
  if (others.length === 0) return null;
  const names = others.map((viewer) => viewer.name).join(', ');
  return (
    <p className="mt-1 flex items-center gap-2 text-sm text-steel-700" data-testid="presence">
      <span className="flex -space-x-2">
        {others.slice(0, 4).map((viewer) => (
          <Avatar key={viewer.id} name={viewer.name} size="sm" />
        ))}
      </span>
      <span>{formatMessage(t.inbox.viewing, { names })}</span>
    </p>
  );
}
