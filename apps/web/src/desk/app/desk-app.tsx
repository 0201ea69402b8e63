import { lazy, Suspense, useState } from 'react';
import { createBrowserRouter, createRoutesFromElements, Route, RouterProvider } from 'react-router';
import { AuditLogPage } from '../features/audit-log/components/audit-log-page';
import { AcceptInvitationPage } from '../features/auth/components/accept-invitation-page';
import { ForgotPasswordPage } from '../features/auth/components/forgot-password-page';
import { ResetPasswordPage } from '../features/auth/components/reset-password-page';
import { SetupPage } from '../features/auth/components/setup-page';
import { SignInPage } from '../features/auth/components/sign-in-page';
import { CollectionListPage } from '../features/collections/components/collection-list-page';
import { ContentSearchPage } from '../features/collections/components/content-search-page';
import { ContentEditorPage } from '../features/content/components/content-editor-page';
import { ContentOverviewPage } from '../features/content/components/content-overview-page';
import { SiteLanguagesPage } from '../features/content/components/site-languages-page';
import { SiteTextsPage } from '../features/content/components/site-texts-page';
import { TopicFieldsPage } from '../features/content/components/topic-fields-page';
import { DashboardPage } from '../features/dashboard/components/dashboard-page';
import { MailboxPage } from '../features/mailbox/components/mailbox-page';
import { MediaLibraryPage } from '../features/media/components/media-library-page';
import { PeoplePage } from '../features/people/components/people-page';
import { PreferencesPage } from '../features/preferences/components/preferences-page';
import { RoutingPage } from '../features/routing/components/routing-page';
import { SettingsPage } from '../features/settings/components/settings-page';
import { TeamPage } from '../features/team/components/team-page';
import { TemplatesPage } from '../features/templates/components/templates-page';
import { Loading } from '../ui/loading';
import { ToastProvider } from '../ui/toasts';
import { DeskI18nProvider } from './desk-i18n';
import { DeskIndex } from './desk-index';
import { InquirySplitView } from './inquiry-split-view';
import { NotFoundPage } from './not-found-page';
import { RequirePermission } from './require-permission';
import { SignedInDesk } from './signed-in-desk';

// The entry editor carries the rich-text editor (Tiptap); only someone who opens it downloads it.
const NewEntryPage = lazy(() =>
  import('../features/collections/components/new-entry-page').then((module) => ({
    default: module.NewEntryPage,
  })),
);
const EntryEditorPage = lazy(() =>
  import('../features/collections/components/entry-editor-page').then((module) => ({
    default: module.EntryEditorPage,
  })),
);

// Building and sending a quotation is a few members' work on some inquiries: its screens load when opened.
const QuotePage = lazy(() =>
  import('../features/quotes/components/quote-page').then((module) => ({ default: module.QuotePage })),
);

// API keys, like webhooks, are a few owners' and admins' business: the page loads when opened.
const ApiKeysPage = lazy(() =>
  import('../features/api-keys/components/api-keys-page').then((module) => ({
    default: module.ApiKeysPage,
  })),
);
// Webhooks are a few owners' and admins' business: the page loads when opened.
const WebhooksPage = lazy(() =>
  import('../features/webhooks/components/webhooks-page').then((module) => ({
    default: module.WebhooksPage,
  })),
);

/** Every desk route. A data router, so editors can ask before unsaved edits are left (`useBlocker`). */
const deskRoutes = createRoutesFromElements(
  <>
    <Route path="/desk/sign-in" element={<SignInPage />} />
    <Route path="/desk/forgot-password" element={<ForgotPasswordPage />} />
    <Route path="/desk/reset-password" element={<ResetPasswordPage />} />
    <Route path="/desk/accept-invitation" element={<AcceptInvitationPage />} />
    <Route path="/desk/setup" element={<SetupPage />} />
    <Route path="/desk" element={<SignedInDesk />}>
      <Route index element={<DeskIndex />} />
      <Route
        path="inquiries/:id"
        element={
          <RequirePermission permission="inquiries:read">
            <InquirySplitView />
          </RequirePermission>
        }
      />
      <Route
        path="inquiries/:id/quotes/new"
        element={
          <RequirePermission permission="inquiries:reply">
            <Suspense fallback={<Loading />}>
              <QuotePage />
            </Suspense>
          </RequirePermission>
        }
      />
      <Route
        path="inquiries/:id/quotes/:quoteId"
        element={
          <RequirePermission permission="inquiries:read">
            <Suspense fallback={<Loading />}>
              <QuotePage />
            </Suspense>
          </RequirePermission>
        }
      />
      <Route
        path="dashboard"
        element={
          <RequirePermission permission="inquiries:read">
            <DashboardPage />
          </RequirePermission>
        }
      />
      <Route
        path="team"
        element={
          <RequirePermission permission="users:manage">
            <TeamPage />
          </RequirePermission>
        }
      />
      <Route
        path="settings"
        element={
          <RequirePermission permission="settings:manage">
            <SettingsPage />
          </RequirePermission>
        }
      />
      <Route
        path="settings/templates"
        element={
          <RequirePermission permission="settings:manage">
            <TemplatesPage />
          </RequirePermission>
        }
      />
      <Route
        path="settings/webhooks"
        element={
          <RequirePermission permission="webhooks:manage">
            <Suspense fallback={<Loading />}>
              <WebhooksPage />
            </Suspense>
          </RequirePermission>
        }
      />
      <Route
        path="settings/api-keys"
        element={
          <RequirePermission permission="apikeys:manage">
            <Suspense fallback={<Loading />}>
              <ApiKeysPage />
            </Suspense>
          </RequirePermission>
        }
      />
      <Route
        path="routing"
        element={
          <RequirePermission permission="settings:manage">
            <RoutingPage />
          </RequirePermission>
        }
      />
      <Route
        path="audit-log"
        element={
          <RequirePermission permission="audit:read">
            <AuditLogPage />
          </RequirePermission>
        }
      />
      <Route
        path="people"
        element={
          <RequirePermission permission="people:manage">
            <PeoplePage />
          </RequirePermission>
        }
      />
      <Route path="preferences" element={<PreferencesPage />} />
      <Route
        path="mailbox"
        element={
          <RequirePermission permission="settings:manage">
            <MailboxPage />
          </RequirePermission>
        }
      />
      <Route
        path="content"
        element={
          <RequirePermission permission="content:edit">
            <ContentOverviewPage />
          </RequirePermission>
        }
      />
      <Route
        path="content/languages"
        element={
          <RequirePermission permission="content:edit">
            <SiteLanguagesPage />
          </RequirePermission>
        }
      />
      <Route
        path="content/form-fields"
        element={
          <RequirePermission permission="content:edit">
            <TopicFieldsPage />
          </RequirePermission>
        }
      />
      <Route
        path="content/texts"
        element={
          <RequirePermission permission="content:edit">
            <SiteTextsPage />
          </RequirePermission>
        }
      />
      <Route
        path="content/:locale/:section"
        element={
          <RequirePermission permission="content:edit">
            <ContentEditorPage />
          </RequirePermission>
        }
      />
      <Route
        path="media"
        element={
          <RequirePermission permission="content:edit">
            <MediaLibraryPage />
          </RequirePermission>
        }
      />
      <Route
        path="collections/:collection"
        element={
          <RequirePermission permission="content:edit">
            <CollectionListPage />
          </RequirePermission>
        }
      />
      <Route
        path="collections/:collection/new"
        element={
          <RequirePermission permission="content:edit">
            <Suspense fallback={<Loading />}>
              <NewEntryPage />
            </Suspense>
          </RequirePermission>
        }
      />
      <Route
        path="collections/:collection/:id/:locale"
        element={
          <RequirePermission permission="content:edit">
            <Suspense fallback={<Loading />}>
              <EntryEditorPage />
            </Suspense>
          </RequirePermission>
        }
      />
      <Route
        path="search"
        element={
          <RequirePermission permission="content:edit">
            <ContentSearchPage />
          </RequirePermission>
        }
      />
      <Route path="*" element={<NotFoundPage />} />
    </Route>
  </>,
);

/** The desk: one client-rendered document with its own routes under /desk. */
export function DeskApp() {
  const [router] = useState(() => createBrowserRouter(deskRoutes));
  return (
    <DeskI18nProvider>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </DeskI18nProvider>
  );
}
