import {
  Briefcase,
  ChartLine,
  FileText,
  ImageIcon,
  Inbox,
  LayoutTemplate,
  Mail,
  Menu,
  Newspaper,
  Package,
  ScrollText,
  Settings,
  Split,
  UserSearch,
  Users,
  X,
} from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { useMailbox } from '../features/mailbox/api/get-mailbox';
import { useCan } from '../session/session-context';
import { AccountMenu } from './account-menu';
import { ContentSearchBox } from './content-search-box';
import { useDeskI18n } from './desk-i18n';
import { LanguageSelect } from './language-select';
import { LiveIndicator } from './live-indicator';

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `inline-flex min-h-11 items-center gap-2 rounded-card px-3 py-2 font-semibold ${
    isActive ? 'bg-petrol-700 text-white' : 'text-petrol-100 hover:bg-petrol-800 hover:text-white'
  }`;

/**
 * The signed-in frame: skip link, header with navigation, language and account, and the main landmark.
 * Below the large breakpoint the navigation is a menu behind one button, so a phone shows the page first
 * instead of a row of links to scroll sideways; it closes when a link is followed or on Escape.
 */
export function DeskShell({ children }: { children: ReactNode }) {
  const { t } = useDeskI18n();
  const [isMenuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page closes the menu; `pathname` is the trigger.
  useEffect(() => setMenuOpen(false), [pathname]);
  const canReadInquiries = useCan('inquiries:read');
  const canManageUsers = useCan('users:manage');
  const canManageSettings = useCan('settings:manage');
  const canManagePeople = useCan('people:manage');
  const canEditContent = useCan('content:edit');
  const canReadAuditLog = useCan('audit:read');
  // The dev mailbox exists only with MAIL_DRIVER=dev; the link shows when the API answers it.
  const mailbox = useMailbox(canManageSettings);

  return (
    <div className="min-h-screen">
      <a
        href="#main"
        className="sr-only rounded-card bg-white p-3 font-semibold text-petrol-900 focus:not-sr-only focus:fixed focus:top-2 focus:start-2 focus:z-50"
      >
        {t.skipToContent}
      </a>
      <header className="surface-dark bg-petrol-900 text-white">
        <div className="mx-auto flex max-w-page flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3">
          <a href="/desk" className="font-display text-2xl tracking-wide text-white">
            {t.appName}
          </a>
          <button
            type="button"
            id="desk-nav-toggle"
            className="inline-flex min-h-11 items-center gap-2 rounded-card border border-petrol-700 px-3 py-2 font-semibold text-white hover:bg-petrol-800 lg:hidden"
            aria-expanded={isMenuOpen}
            aria-controls="desk-nav-links"
            onClick={() => setMenuOpen(!isMenuOpen)}
          >
            {isMenuOpen ? (
              <X aria-hidden="true" className="size-4" />
            ) : (
              <Menu aria-hidden="true" className="size-4" />
            )}
            {isMenuOpen ? t.nav.closeMenu : t.nav.openMenu}
          </button>
          <nav
            aria-label={t.nav.label}
            className="order-last w-full lg:order-none lg:w-auto"
            onKeyDown={(event) => {
              if (event.key === 'Escape' && isMenuOpen) {
                setMenuOpen(false);
                document.getElementById('desk-nav-toggle')?.focus();
              }
            }}
          >
            <ul
              id="desk-nav-links"
              className={`${isMenuOpen ? 'mt-2 flex' : 'hidden'} flex-col gap-1 lg:mt-0 lg:flex lg:flex-row lg:flex-wrap`}
            >
              {canReadInquiries && (
                <>
                  <li>
                    <NavLink to="/desk" end className={navLinkClass}>
                      <Inbox aria-hidden="true" className="size-4" />
                      {t.nav.inbox}
                    </NavLink>
                  </li>
                  <li>
                    <NavLink to="/desk/dashboard" className={navLinkClass}>
                      <ChartLine aria-hidden="true" className="size-4" />
                      {t.nav.dashboard}
                    </NavLink>
                  </li>
                </>
              )}
              {canEditContent && (
                <>
                  <li>
                    <NavLink to="/desk/content" className={navLinkClass}>
                      <FileText aria-hidden="true" className="size-4" />
                      {t.nav.content}
                    </NavLink>
                  </li>
                  <li>
                    <NavLink to="/desk/collections/news" className={navLinkClass}>
                      <Newspaper aria-hidden="true" className="size-4" />
                      {t.collections.names.news}
                    </NavLink>
                  </li>
                  <li>
                    <NavLink to="/desk/collections/products" className={navLinkClass}>
                      <Package aria-hidden="true" className="size-4" />
                      {t.collections.names.products}
                    </NavLink>
                  </li>
                  <li>
                    <NavLink to="/desk/collections/jobs" className={navLinkClass}>
                      <Briefcase aria-hidden="true" className="size-4" />
                      {t.collections.names.jobs}
                    </NavLink>
                  </li>
                  <li>
                    <NavLink to="/desk/collections/pages" className={navLinkClass}>
                      <LayoutTemplate aria-hidden="true" className="size-4" />
                      {t.collections.names.pages}
                    </NavLink>
                  </li>
                  <li>
                    <NavLink to="/desk/media" className={navLinkClass}>
                      <ImageIcon aria-hidden="true" className="size-4" />
                      {t.nav.media}
                    </NavLink>
                  </li>
                </>
              )}
              {canManageUsers && (
                <li>
                  <NavLink to="/desk/team" className={navLinkClass}>
                    <Users aria-hidden="true" className="size-4" />
                    {t.nav.team}
                  </NavLink>
                </li>
              )}
              {canManageSettings && (
                <li>
                  <NavLink to="/desk/settings" className={navLinkClass}>
                    <Settings aria-hidden="true" className="size-4" />
                    {t.nav.settings}
                  </NavLink>
                </li>
              )}
              {canManageSettings && (
                <li>
                  <NavLink to="/desk/routing" className={navLinkClass}>
                    <Split aria-hidden="true" className="size-4" />
                    {t.routing.nav}
                  </NavLink>
                </li>
              )}
              {canReadAuditLog && (
                <li>
                  <NavLink to="/desk/audit-log" className={navLinkClass}>
                    <ScrollText aria-hidden="true" className="size-4" />
                    {t.nav.auditLog}
                  </NavLink>
                </li>
              )}
              {canManagePeople && (
                <li>
                  <NavLink to="/desk/people" className={navLinkClass}>
                    <UserSearch aria-hidden="true" className="size-4" />
                    {t.people.nav}
                  </NavLink>
                </li>
              )}
              {mailbox.data !== undefined && (
                <li>
                  <NavLink to="/desk/mailbox" className={navLinkClass}>
                    <Mail aria-hidden="true" className="size-4" />
                    {t.nav.mailbox}
                  </NavLink>
                </li>
              )}
            </ul>
          </nav>
          <div className="ms-auto flex flex-wrap items-center gap-4">
            {canEditContent && <ContentSearchBox />}
            {canReadInquiries && <LiveIndicator />}
            <LanguageSelect />
            <AccountMenu />
          </div>
        </div>
      </header>
      <main id="main" className="mx-auto max-w-page px-4 py-6 sm:py-8">
        {children}
      </main>
    </div>
  );
}
